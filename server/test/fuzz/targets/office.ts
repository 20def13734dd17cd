import {
  METHOD_PREFIX,
  officeMethodAccess,
  officeMethodPaths,
  type OfficeMethodName,
  officeOperationsMethodPaths,
  STAFF_SESSION_COOKIE,
} from '@site/contract';
import {
  type FuzzRequest,
  type FuzzTarget,
  hugeString,
  MALFORMED_JSON,
  mutationTarget,
  type Random,
  UNICODE_LOOKALIKES,
  WRONG_TYPES,
} from '../fuzz';

/**
 * The back office's targets of the fuzz suite (`test/security/fuzz.test.ts`), one per method of
 * `officeMethodPaths`, so a method added there is fuzzed without a change here. Every request is invalid by
 * construction: a staff method gets no live session of a role that may call it (none, forged, a retailer's
 * token, a sales session at an admin method), or a session of that role with a body that is not a JSON
 * object, not JSON, not sent as JSON, or sent from another origin; signing in and enrolling get bodies no
 * form could send. None may be accepted, and no row may change.
 */
export interface OfficeFuzzContext {
  /** `cookie` headers of live sessions: a sales member's and an admin's. */
  salesCookie: string;
  adminCookie: string;
  /** A retailer's `Authorization` header. */
  retailerToken: Record<string, string>;
  /** How the app serves the method: GET or POST. */
  httpMethod: (path: string) => 'GET' | 'POST';
}

const path = (name: OfficeMethodName) => `${METHOD_PREFIX}/${officeMethodPaths[name]}`;
const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

const forgedCookies = (random: Random) => [
  `${STAFF_SESSION_COOKIE}=${'A'.repeat(43)}`,
  `${STAFF_SESSION_COOKIE}=`,
  `${STAFF_SESSION_COOKIE}=%ZZ`,
  `${STAFF_SESSION_COOKIE}=${hugeString(random, 200, 6000).replace(/[^A-Za-z0-9]/g, 'x')}`,
  `${STAFF_SESSION_COOKIE}="${'A'.repeat(43)}"`,
  `${STAFF_SESSION_COOKIE}=..%2F..%2F${random.int(0, 1e9)}`,
  'site_device=abc',
];

/**
 * A query no office page sends to a list or record read, whichever read it reaches: each has a value off the
 * contract, a repeated parameter, or a parameter that read does not take.
 */
const BROKEN_QUERIES = [
  'page_length=0',
  'page_length=abc&unknown=1',
  'page_length=5&page_length=6',
  'cursor=AAAAAAAAAAAAAAAAAAAA&unknown=1',
  `cursor=${'x'.repeat(300)}`,
  'status=Shipped',
  'from=26-1-1',
  'from=2026-05-02&to=2026-05-01&unknown=1',
  `search=${'a'.repeat(200)}`,
  'unknown=1',
];

/** A body no form of the office sends: its fields of the wrong type, unknown, too long or absent. */
function brokenBody(random: Random): string {
  const value = () => random.pick([...WRONG_TYPES, hugeString(random, 300, 20_000), random.pick(UNICODE_LOOKALIKES)]);
  return random.pick([
    JSON.stringify({}),
    JSON.stringify({ email: value(), password: value(), code: value() }),
    JSON.stringify({ token: value() }),
    JSON.stringify({ token: 'A'.repeat(43), password: value(), code: value() }),
    JSON.stringify({ unknown_field: value() }),
    JSON.stringify(random.pick([[], 'text', 42, null])),
  ]);
}

function staffTarget(name: OfficeMethodName, context: OfficeFuzzContext): FuzzTarget {
  const route = path(name);
  const httpMethod = context.httpMethod(route);
  const needsAdmin = officeMethodAccess[name] === 'admin';
  // The operations' reads take queries: with a session that may call them, a broken one is refused.
  const takesQuery = name in officeOperationsMethodPaths;
  const mutations =
    httpMethod === 'GET'
      ? ['credentials', 'retailer token', ...(needsAdmin ? ['role'] : []), ...(takesQuery ? ['broken query'] : [])]
      : [
          'credentials',
          'retailer token',
          ...(needsAdmin ? ['role'] : []),
          'malformed JSON',
          'not an object',
          'cross-site',
          'other origin',
        ];
  return mutationTarget(`${httpMethod} ${route}`, mutations, (mutation, random): FuzzRequest => {
    const base = { mutation, method: httpMethod, path: route };
    const body = httpMethod === 'POST' ? { body: '{}' } : {};
    const headers = httpMethod === 'POST' ? JSON_HEADERS : { 'x-requested-with': 'XMLHttpRequest' };
    // A session of a role that may call the method: only what is wrong besides it makes the request invalid.
    const allowed = needsAdmin ? context.adminCookie : random.pick([context.salesCookie, context.adminCookie]);
    switch (mutation) {
      case 'credentials':
        return { ...base, headers: { ...headers, cookie: random.pick(forgedCookies(random)) }, ...body };
      case 'retailer token':
        return { ...base, headers: { ...headers, ...context.retailerToken }, ...body };
      case 'role':
        return { ...base, headers: { ...headers, cookie: context.salesCookie }, ...body };
      case 'broken query':
        return { ...base, path: `${route}?${random.pick(BROKEN_QUERIES)}`, headers: { ...headers, cookie: allowed } };
      case 'malformed JSON':
        return { ...base, headers: { ...headers, cookie: allowed }, body: random.pick(MALFORMED_JSON) };
      case 'not an object':
        return {
          ...base,
          headers: { ...headers, cookie: allowed },
          body: JSON.stringify(random.pick([[], 'x', 7, null])),
        };
      case 'cross-site':
        return {
          ...base,
          headers: {
            cookie: allowed,
            origin: 'https://evil.example',
            'content-type': random.pick([
              'application/x-www-form-urlencoded',
              'text/plain',
              'multipart/form-data; boundary=x',
            ]),
          },
          body: random.pick(['a=b', '{}', '--x--']),
        };
      default:
        return { ...base, headers: { ...headers, cookie: allowed, origin: 'https://evil.example' }, body: '{}' };
    }
  });
}

function publicTarget(name: OfficeMethodName, context: OfficeFuzzContext): FuzzTarget {
  const route = path(name);
  const httpMethod = context.httpMethod(route);
  // A public read (the proof-of-work challenge) takes no parameter: any it is sent is refused.
  if (httpMethod === 'GET')
    return mutationTarget(`GET ${route}`, ['unknown parameter', 'repeated parameter'], (mutation, random) => ({
      mutation,
      method: 'GET',
      path: `${route}?${mutation === 'unknown parameter' ? `x${random.int(0, 1e6)}=1` : 'a=1&a=2'}`,
      headers: {},
    }));
  return mutationTarget(
    `${httpMethod} ${route}`,
    ['broken body', 'broken body', 'malformed JSON', 'content type', 'cross-site'],
    (mutation, random): FuzzRequest => {
      const base = { mutation, method: httpMethod, path: route };
      if (mutation === 'broken body') return { ...base, headers: JSON_HEADERS, body: brokenBody(random) };
      if (mutation === 'malformed JSON') return { ...base, headers: JSON_HEADERS, body: random.pick(MALFORMED_JSON) };
      if (mutation === 'content type')
        return { ...base, headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'text/plain' }, body: '{}' };
      return {
        ...base,
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.example&password=x&code=123456',
      };
    },
  );
}

export function officeFuzzTargets(context: OfficeFuzzContext): FuzzTarget[] {
  return (Object.keys(officeMethodPaths) as OfficeMethodName[]).map((name) =>
    officeMethodAccess[name] === 'public' ? publicTarget(name, context) : staffTarget(name, context),
  );
}
