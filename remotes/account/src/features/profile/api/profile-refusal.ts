import { PROFILE_FIELDS } from '@site/contract';
import { type ApiReply, isNetworkFailure, replyError } from '@site/state/api';
import { type FormRefusal, sortFieldMessages } from '../../../lib/form-refusal';
import { accountNotices } from '../../../lib/notices';
import type { ProfileEditValues } from './profile-form-values';

/**
 * Where a refused save is explained (docs/product.md#profile-loading-and-saving, beyond the spec): the
 * server's field messages under their fields, a mobile already in use under Phone Number, a picture
 * refused by its bytes or size beside it; the server's own words under Save Changes only when nothing
 * else explains the refusal.
 */
export function profileRefusal(reply: ApiReply<unknown>, sentPicture: boolean): FormRefusal<ProfileEditValues> {
  const error = replyError(reply);
  // Only a validation refusal names fields; its messages for no field of this form are dropped.
  const fieldErrors: FormRefusal<ProfileEditValues>['fieldErrors'] =
    error?.reason === 'validation' ? sortFieldMessages(error.errors, PROFILE_FIELDS).fieldErrors : {};
  if (error?.reason === 'already_registered') fieldErrors.phoneNumber = accountNotices.mobileTaken;
  if (sentPicture && (error?.reason === 'unsupported_media' || error?.reason === 'payload_too_large'))
    fieldErrors.picture = error.text;

  const explained = Object.keys(fieldErrors).length > 0;
  const { notSaved } = accountNotices;
  return {
    fieldErrors,
    text: explained || !error?.text || isNetworkFailure(reply) ? notSaved : `${notSaved} ${error.text}`,
  };
}
