import { METHOD_PREFIX, privacyMethodPaths } from '@site/contract';
import {
  type FuzzTarget,
  hugeString,
  MALFORMED_JSON,
  mutationTarget,
  type Random,
  UNICODE_LOOKALIKES,
  WRONG_TYPES,
} from '../fuzz';

/**
 * The privacy routes' targets of the fuzz suite (`test/security/fuzz.test.ts`): a bad token, a body that is
 * not JSON or not an object, or a field no valid request has. Every request is invalid by construction
 * (the token's retailer has asked for no deletion code), so none may be accepted and no row may change.
 */
export interface PrivacyFuzzContext {
  token: Record<string, string>;
  badTokens: () => Record<string, string>[];
}

const path = (name: keyof typeof privacyMethodPaths) => `${METHOD_PREFIX}/${privacyMethodPaths[name]}`;

/** A GET that needs the token: only bad tokens are invalid requests. */
const readWithBadToken = (name: keyof typeof privacyMethodPaths, context: PrivacyFuzzContext): FuzzTarget =>
  mutationTarget(`GET ${path(name)}`, ['credentials'], (mutation, random) => ({
    mutation,
    method: 'GET',
    path: path(name),
    headers: random.pick(context.badTokens()),
  }));

/** A POST whose `field` takes `broken` values; with bad tokens, malformed JSON and wrong content types too. */
function postTarget(
  name: keyof typeof privacyMethodPaths,
  context: PrivacyFuzzContext,
  field: string,
  broken: (random: Random) => unknown,
): FuzzTarget {
  const json = { ...context.token, 'content-type': 'application/json' };
  return mutationTarget(
    `POST ${path(name)}`,
    ['credentials', 'malformed JSON', 'content type', 'field', 'field'],
    (mutation, random) => {
      const base = { mutation, method: 'POST', path: path(name) };
      if (mutation === 'credentials')
        return {
          ...base,
          headers: { ...random.pick(context.badTokens()), 'content-type': 'application/json' },
          body: JSON.stringify({ [field]: broken(random) }),
        };
      if (mutation === 'malformed JSON') return { ...base, headers: json, body: random.pick(MALFORMED_JSON) };
      if (mutation === 'content type')
        return { ...base, headers: { ...context.token, 'content-type': 'text/plain' }, body: '{}' };
      return { ...base, headers: json, body: JSON.stringify({ [field]: broken(random) }) };
    },
  );
}

export function privacyFuzzTargets(context: PrivacyFuzzContext): FuzzTarget[] {
  const notABoolean = (random: Random) =>
    random.pick([...WRONG_TYPES.filter((value) => typeof value !== 'boolean'), 'true', null]);
  const notACode = (random: Random) =>
    random.pick([...WRONG_TYPES, '', '12a4', '123', '12345', hugeString(random, 9, 500), ...UNICODE_LOOKALIKES]);
  return [
    readWithBadToken('downloadMyData', context),
    readWithBadToken('getPrivacySettings', context),
    postTarget('setLocationConsent', context, 'granted', notABoolean),
    // With the token any request is a valid one (it sends a code; a token makes it non-simple): bad tokens,
    // and no token in a simple request (refused before the token is read).
    mutationTarget(`POST ${path('requestAccountDeletion')}`, ['credentials', 'simple request'], (mutation, random) => ({
      mutation,
      method: 'POST',
      path: path('requestAccountDeletion'),
      headers:
        mutation === 'credentials'
          ? { ...random.pick(context.badTokens()), 'content-type': 'application/json' }
          : { 'content-type': random.pick(['text/plain', 'application/x-www-form-urlencoded']) },
      body: '{}',
    })),
    postTarget('deleteAccount', context, 'otp', notACode),
  ];
}
