import { PROFILE_FIELDS } from '@site/contract';
import { ApiError } from '@site/state';
import { type FormRefusal, sortFieldMessages } from '../../../lib/form-refusal';
import type { ProfileEditValues } from './profile-form-values';

/**
 * Where a refused save is explained (docs/product.md#profile-loading-and-saving, beyond the spec): the
 * server's field messages under their fields, a mobile already in use under Phone Number, a picture
 * refused by its bytes or size beside it; the server's own words under Save Changes only when nothing
 * else explains the refusal. `words`: the page's sentences for a save not made and for a number in use.
 */
export function profileRefusal(
  error: unknown,
  sentPicture: boolean,
  words: { notSaved: string; mobileTaken: string },
): FormRefusal<ProfileEditValues> {
  // The contract's refusals carry a reason; anything else (no reply, a reply off the contract) has no words to show.
  const refusal = error instanceof ApiError && error.reason ? error : null;
  // Only a validation refusal names fields; its messages for no field of this form are dropped.
  const fieldErrors: FormRefusal<ProfileEditValues>['fieldErrors'] =
    refusal?.reason === 'validation' ? sortFieldMessages(refusal.errors, PROFILE_FIELDS).fieldErrors : {};
  if (refusal?.reason === 'already_registered') fieldErrors.phoneNumber = words.mobileTaken;
  if (sentPicture && (refusal?.reason === 'unsupported_media' || refusal?.reason === 'payload_too_large'))
    fieldErrors.picture = refusal.text;

  const explained = Object.keys(fieldErrors).length > 0;
  const { notSaved } = words;
  return { fieldErrors, text: explained || !refusal?.text ? notSaved : `${notSaved} ${refusal.text}` };
}
