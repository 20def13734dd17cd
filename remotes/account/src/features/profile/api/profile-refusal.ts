import { PROFILE_FIELDS } from '@site/contract';
import { type ApiReply, isNetworkFailure, replyError } from '@site/state/api';
import { accountNotices } from '../../../lib/notices';
import type { ProfileEditValues } from './profile-form-values';

export interface ProfileRefusal {
  /** Messages shown under their fields; the picture's beside Choose Image. */
  fieldErrors: Partial<Record<keyof ProfileEditValues, string>>;
  /** The line under Save Changes. */
  formError: string;
}

/**
 * Where a refused save is explained (docs/product.md#profile-loading-and-saving, beyond the spec): the
 * server's field messages under their fields, a mobile already in use under Phone Number, a picture
 * refused by its bytes or size beside it; the server's own words under Save Changes only when nothing
 * else explains the refusal.
 */
export function profileRefusal(reply: ApiReply<unknown>, sentPicture: boolean): ProfileRefusal {
  const error = replyError(reply);
  const fieldErrors: ProfileRefusal['fieldErrors'] = {};
  if (error?.reason === 'validation') {
    for (const name of PROFILE_FIELDS) {
      const message = error.errors?.[name];
      if (typeof message === 'string') fieldErrors[name] = message;
    }
  } else if (error?.reason === 'already_registered') {
    fieldErrors.phoneNumber = accountNotices.mobileTaken;
  }
  if (sentPicture && (error?.reason === 'unsupported_media' || error?.reason === 'payload_too_large'))
    fieldErrors.picture = error.text;

  const explained = Object.keys(fieldErrors).length > 0;
  const { notSaved } = accountNotices;
  return {
    fieldErrors,
    formError: explained || !error?.text || isNetworkFailure(reply) ? notSaved : `${notSaved} ${error.text}`,
  };
}
