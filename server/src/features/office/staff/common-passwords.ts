import { dictionary } from '@zxcvbn-ts/language-common';
import { STAFF_PASSWORD_MIN } from '@site/contract';

/**
 * The common passwords of zxcvbn-ts' packaged list (about 49,000, from leaked password dumps) that are
 * long enough to be allowed at all: the rest are refused by length before this list is asked.
 */
const COMMON = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= STAFF_PASSWORD_MIN).map(normal),
);

function normal(password: string) {
  return password.normalize('NFKC').toLowerCase();
}

/** On the list, whatever its letters' case: a guesser tries those first. */
export const isCommonPassword = (password: string) => COMMON.has(normal(password));
