import { readdir } from 'node:fs/promises';
import {
  catalogueTexts,
  contactFormFromPayload,
  dateRuleTexts,
  FIRST_ACCEPTED_YEAR,
  LAST_ACCEPTED_YEAR,
  type OfficeMethodName,
  officeOperationsTexts,
  contactFormSchema,
  fieldErrors,
  isLanguage,
  LOGIN_ATTEMPT_PARAM,
  METHOD_PREFIX,
  methodPaths,
  partnerFormFromPayload,
  partnerFormSchema,
  PROFILE_FILE_FIELD,
  profileFormFromFields,
  profileFormSchema,
  profileUpdateFields,
  signUpFormSchema,
} from '@site/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { logCapture, OUR_PAGES, suiteServer, testDatabases } from '../harness';
import { servedRoutes } from '../route-coverage';
import {
  type Customer,
  latestCode,
  newMobile,
  register,
  registerAndLogin,
  signUpForm,
  tokenHeader,
} from '../customers';
import { orderingFuzzTargets } from '../fuzz/targets/ordering';
import { invoicingFuzzTargets } from '../fuzz/targets/invoicing';
import { officeFuzzTargets } from '../fuzz/targets/office';
import { privacyFuzzTargets } from '../fuzz/targets/privacy';
import { profileForm } from '../profile';
import { officeCall, type StaffLogin, staffSession } from '../staff';
import { edgeCursor, edgeDate, edgeMoment } from '../fuzz/dates';
import {
  type FuzzReply,
  type FuzzRequest,
  type FuzzTarget,
  fileNameTarget,
  hostileRequest,
  MALFORMED_JSON,
  mutationTarget,
  type Random,
  UNICODE_LOOKALIKES,
  UNSTORABLE_MULTIPART_TEXT,
  UNSTORABLE_TEXT,
  WRONG_TYPES,
  hugeString,
  junkQueryPair,
  multipartBody,
  query,
  seededRandom,
  send,
} from '../fuzz/fuzz';

/**
 * At least 2,000 fuzzed requests (per database) spread over every route the app serves, a quarter of
 * them made hostile on top (nested past the JSON cap, numbers no column holds, text longer than any
 * field). Every request is invalid by construction, so: no 5xx and no line logged at error level,
 * every reply the contract's JSON, nothing
 * accepted by a route that writes or logs in, the read-only routes serve what they always serve,
 * and not one row or stored file changes. Replay a failure with FUZZ_SEED=<seed printed>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/** The whole run's size, shared evenly by the routes: every mutation kind of a route is still met several times. */
const MIN_REQUESTS = 2_000;
/** The share of each route's requests made hostile on top: deep nesting, numbers out of range, very long text. */
const HOSTILE_SHARE = 0.25;
const CONCURRENCY = 8;

const TABLES = [
  'customers',
  'customer_addresses',
  'api_credentials',
  'otp_attempts',
  'otp_guess_budget',
  'number_lookups',
  'website_inquiries',
  'schema_migrations',
  'website_items',
  'promotional_schemes',
  'shipping_addresses',
  'carts',
  'cart_items',
  'sales_orders',
  'sales_order_items',
  'staff',
  'staff_sessions',
  'staff_recovery_codes',
  'staff_enrolments',
  'staff_sign_in_failures',
  'audit_log',
];
const method = (name: keyof typeof methodPaths) => `${METHOD_PREFIX}/${methodPaths[name]}`;
const omit = (values: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(values).filter(([k]) => k !== key));

/** Keys whose absence alone makes `valid` fail `check`: the fields "missing" may remove. */
function requiredKeys(
  valid: Record<string, unknown>,
  check: (values: Record<string, unknown>) => Record<string, unknown>,
) {
  return Object.keys(valid).filter((key) => Object.keys(check(omit(valid, key))).length > 0);
}

type Target = FuzzTarget;

/** A JSON route: each request is its valid payload broken in one to three ways. */
function jsonTarget(
  route: string,
  valid: () => Record<string, unknown>,
  check: (values: Record<string, unknown>) => Record<string, unknown>,
  formatKeys: string[],
  extraHeaders: Record<string, string> = {},
): Target {
  const [httpMethod, path] = route.split(' ') as [string, string];
  const sample = valid();
  const required = requiredKeys(sample, check);
  const textKeys = Object.keys(sample).filter((key) => typeof sample[key] === 'string');
  const headers = { 'content-type': 'application/json', ...extraHeaders };
  const mutations = [
    'malformed JSON',
    'wrong type',
    'huge string',
    'unicode',
    'unstorable text',
    'missing field',
    'content type',
    'not an object',
  ];
  return mutationTarget(route, mutations, (kind, random) => {
    if (kind === 'malformed JSON')
      return { mutation: kind, method: httpMethod, path, headers, body: random.pick(MALFORMED_JSON) };
    if (kind === 'content type') {
      const type = random.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=latin1x',
      ]);
      return {
        mutation: kind,
        method: httpMethod,
        path,
        headers: { 'content-type': type },
        body: type.startsWith('application/json') ? '{' : 'a=1&b=2',
      };
    }
    if (kind === 'not an object') {
      return {
        mutation: kind,
        method: httpMethod,
        path,
        headers,
        body: JSON.stringify(random.pick([[valid()], 'text', 7, null, true])),
      };
    }
    const values = valid();
    for (let count = random.int(1, 3); count > 0; count--) {
      if (kind === 'wrong type') {
        const key = random.pick(Object.keys(sample));
        values[key] = random.pick(WRONG_TYPES.filter((value) => typeof value !== typeof sample[key]));
      }
      if (kind === 'huge string') values[random.pick(textKeys)] = hugeString(random, 2_001, 70_000);
      if (kind === 'unicode') values[random.pick(formatKeys)] = random.pick(UNICODE_LOOKALIKES);
      if (kind === 'unstorable text') values[random.pick(textKeys)] = random.pick(UNSTORABLE_TEXT);
      if (kind === 'missing field') delete values[random.pick(required)];
    }
    return { mutation: kind, method: httpMethod, path, headers, body: JSON.stringify(values) };
  });
}

/** A GET route with query parameters: each request breaks or drops them. */
function queryTarget(
  route: string,
  valid: () => Record<string, string>,
  formatKeys: string[],
  headers: () => Record<string, string> = () => ({ ...OUR_PAGES }),
  badHeaders?: (random: Random) => Record<string, string>,
): Target {
  const path = route.split(' ')[1]!;
  const keys = Object.keys(valid());
  const mutations = [
    'missing field',
    'wrong type',
    'huge string',
    'unicode',
    'unstorable text',
    'bad encoding',
    'body on GET',
    ...(badHeaders ? ['credentials'] : []),
  ];
  return mutationTarget(route, mutations, (kind, random) => {
    const values: Record<string, string> = valid();
    const key = random.pick(keys);
    let search: string;
    if (kind === 'missing field') search = query(omit(values, key) as Record<string, string>);
    else if (kind === 'wrong type')
      search = `${query(omit(values, key) as Record<string, string>)}&${random.pick([`${key}=${values[key]}&${key}=1`, `${key}[]=${values[key]}`, `${key}[a]=1`, `${key}=`, key])}`;
    else if (kind === 'huge string') search = query({ ...values, [key]: hugeString(random, 200, 20_000) });
    else if (kind === 'unicode')
      search = query({ ...values, [random.pick(formatKeys)]: random.pick(UNICODE_LOOKALIKES) });
    else if (kind === 'unstorable text')
      search = query({ ...values, [random.pick(formatKeys)]: random.pick(UNSTORABLE_TEXT) });
    else if (kind === 'bad encoding')
      search = `${query(omit(values, key) as Record<string, string>)}&${key}=${random.pick(['%ZZ', '%E0%A4%A', '%', '%%30', '98765%0043210', '%C0%AE%C0%AE'])}`;
    // A bad token is the only fault of a 'credentials' request; its parameters are valid.
    else if (kind === 'credentials') search = query(values);
    else search = query({ ...values, [random.pick(formatKeys)]: random.pick(UNICODE_LOOKALIKES) });
    const request: FuzzRequest = {
      mutation: kind,
      method: 'GET',
      path: `${path}?${search}`,
      headers: kind === 'credentials' ? badHeaders!(random) : headers(),
    };
    if (kind === 'body on GET') {
      request.headers = { ...request.headers, 'content-type': 'application/json' };
      request.body = random.pick(MALFORMED_JSON);
    }
    return request;
  });
}

/** A read-only route that takes no input: junk query, headers and bodies must not change its reply. */
function readTarget(route: string): Target {
  const [httpMethod, path] = route.split(' ') as [string, string];
  return {
    route,
    kind: 'read',
    generate(random) {
      const pairs = Array.from({ length: random.int(1, 4) }, () => junkQueryPair(random)).join('&');
      const withBody = random.chance(0.3);
      return {
        mutation: withBody ? 'junk query and body' : 'junk query',
        method: httpMethod,
        path: `${path}?${pairs}`,
        headers: {
          accept: random.pick(['*/*', 'text/html', 'application/xml', 'image/png', '']),
          ...(withBody ? { 'content-type': random.pick(['application/json', 'text/plain']) } : {}),
        },
        ...(withBody ? { body: random.pick(MALFORMED_JSON) } : {}),
      };
    },
  };
}

function isContractError(reply: FuzzReply): boolean {
  if (!reply.contentType.startsWith('application/json')) return false;
  try {
    const body = JSON.parse(reply.text) as {
      exc_type?: unknown;
      message?: { status?: unknown; reason?: unknown; text?: unknown };
    };
    return (
      typeof body.exc_type === 'string' &&
      body.message?.status === 'error' &&
      typeof body.message.reason === 'string' &&
      typeof body.message.text === 'string'
    );
  } catch {
    return false;
  }
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`fuzzed requests to every route (${database.label})`, () => {
    // Every line at warn and above is kept: the run must log nothing at error level (a 5xx or a crash would).
    const logs = logCapture();
    // One instant for the whole run: on a busy machine it outlasts a minute, and a token's last use (written
    // at most once a minute) would then count as a changed row.
    const instant = new Date();
    const server = suiteServer(database, { UPLOAD_MAX_BYTES: String(1024 * 1024), LOG_LEVEL: 'warn' }, () => ({
      logStream: logs.stream,
      now: () => instant,
    }));
    let a: Customer;
    let b: { customerId: string };
    let withLiveCode: string;
    let liveAttempt: string;
    let sales: StaffLogin;
    let admin: StaffLogin;

    beforeAll(async () => {
      a = await registerAndLogin(server);
      b = { customerId: (await register(server)).customerId };
      // A number with a live code: fuzzed checks of it must neither log in nor spend its attempts.
      withLiveCode = (await register(server)).form.mobile;
      liveAttempt = (await server.method('generateAndSendOtp', { phone_no: withLiveCode })).body.message.login_attempt;
      await latestCode(server, withLiveCode);
      sales = await staffSession(server, 'sales');
      admin = await staffSession(server, 'admin');
    });

    /** Every row of every table, as text: equal snapshots mean not one row was added, changed or removed. */
    async function snapshot() {
      const tables: Record<string, string[]> = {};
      for (const table of TABLES) {
        const rows = await server.app.db.query<{ row: string }>(`select t::text as row from ${table} t order by 1`);
        tables[table] = rows.map((row) => row.row);
      }
      const files = (await readdir(server.config.uploadDir).catch(() => [])).sort();
      return { tables, files };
    }

    function targets(): Target[] {
      const partnerPayload = () => ({
        inquiry_type: 'distributor',
        fullname: 'Asha Verma',
        phone: newMobile(),
        email: 'asha@example.in',
        comment: 'Interested in Pune east',
        business_name: 'Verma Traders',
        current_business_type: 'Wholesale',
        how_long_have_you_been_oprating_your_business: '5 years',
        do_you_currently_have_your_own_vehicle_for_distribution: 'Yes',
        preferred_area_of_distribution: 'Pune',
        business_address: '8 Camp Road, Pune',
      });
      const contactPayload = () => ({
        inquiry_type: 'contact',
        fullname: 'Imran Shaikh',
        company: 'Shaikh & Sons',
        phone: newMobile(),
        email: 'imran@example.in',
        comment: 'Please call back',
      });
      const partnerCheck = (values: Record<string, unknown>) =>
        fieldErrors(partnerFormSchema, partnerFormFromPayload(values));
      const contactCheck = (values: Record<string, unknown>) =>
        fieldErrors(contactFormSchema, contactFormFromPayload(values));
      const signUpCheck = (values: Record<string, unknown>) => fieldErrors(signUpFormSchema, values);
      const times = ['openingTimeFrom', 'openingTimeTo', 'deliveryTimeFrom', 'deliveryTimeTo'];

      const inquiry = (valid: () => Record<string, unknown>, check: typeof partnerCheck, formatKeys: string[]) =>
        jsonTarget(`POST ${method('createWebsiteInquiry')}`, valid, check, formatKeys);
      const partner = inquiry(partnerPayload, partnerCheck, [
        'phone',
        'do_you_currently_have_your_own_vehicle_for_distribution',
      ]);
      const contact = inquiry(contactPayload, contactCheck, ['phone']);

      const profileFields = () => profileUpdateFields(profileForm(a.customerId, { phoneNumber: a.form.mobile }));
      const profileCheck = (values: Record<string, unknown>) =>
        fieldErrors(profileFormSchema, profileFormFromFields(values));
      const profileRequired = requiredKeys(profileFields(), profileCheck);
      const formTextFields = Object.keys(profileFields()).filter((key) => key !== 'customer_id');
      const badTokens = (): Record<string, string>[] => [
        {},
        { authorization: '' },
        { authorization: `token ${a.login.api_key}` },
        { authorization: `token ${a.login.api_key}:${'x'.repeat(40)}` },
        { authorization: `Bearer ${a.login.api_key}:${a.login.api_secret}` },
        { authorization: `token ${encodeURIComponent('९८७६')}:${a.login.api_secret}` },
        { authorization: `token ${'a'.repeat(5000)}:${'b'.repeat(5000)}` },
        { authorization: `token ${a.login.api_key}:${a.login.api_secret}:${a.login.api_secret}` },
      ];

      const update: Target = {
        route: `PUT ${method('updateCustomerDetail')}`,
        kind: 'write',
        generate(random) {
          const path = method('updateCustomerDetail');
          const boundary = `fuzz${random.int(0, 1e9)}`;
          const contentType = `multipart/form-data; boundary=${boundary}`;
          const auth = tokenHeader(a.login);
          const kind = random.pick([
            'missing field',
            'huge string',
            'unicode',
            'unstorable text',
            'wrong type',
            'malformed multipart',
            'content type',
            'credentials',
            'other customer',
          ]);
          const fields: Record<string, string> = profileFields();
          if (kind === 'malformed multipart') {
            const body = random.pick([
              'no boundary here',
              `--${boundary}\r\nContent-Disposition: form-data; name="customer_name"\r\n\r\nunterminated`,
              `--${boundary}\r\nnot a header\r\n\r\nvalue\r\n--${boundary}--`,
              `--${boundary}\r\nContent-Disposition: form-data; name="${PROFILE_FILE_FIELD}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
              '',
            ]);
            const type = random.pick([contentType, 'multipart/form-data', 'multipart/form-data; boundary=']);
            return { mutation: kind, method: 'PUT', path, headers: { ...auth, 'content-type': type }, body };
          }
          if (kind === 'content type') {
            return {
              mutation: kind,
              method: 'PUT',
              path,
              headers: {
                ...auth,
                'content-type': random.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']),
              },
              body: JSON.stringify(fields),
            };
          }
          if (kind === 'credentials')
            return {
              mutation: kind,
              method: 'PUT',
              path,
              headers: { ...random.pick(badTokens()), 'content-type': contentType },
              body: multipartBody(boundary, fields),
            };
          if (kind === 'other customer') {
            fields.customer_id = random.pick([
              b.customerId,
              '',
              `${a.customerId} `,
              a.customerId.toUpperCase(),
              random.pick(UNICODE_LOOKALIKES),
            ]);
            return {
              mutation: kind,
              method: 'PUT',
              path,
              headers: { ...auth, 'content-type': contentType },
              body: multipartBody(boundary, fields),
            };
          }
          const key = random.pick(kind === 'missing field' ? profileRequired : formTextFields);
          const files: Parameters<typeof multipartBody>[2] = [];
          if (kind === 'missing field') delete fields[key];
          if (kind === 'huge string') fields[key] = hugeString(random, 201, 40_000);
          if (kind === 'unstorable text') fields[key] = random.pick(UNSTORABLE_MULTIPART_TEXT);
          if (kind === 'unicode')
            fields[random.pick(['new_mobile', 'custom_start_time', 'custom_end_time', 'custom_from', 'custom_to'])] =
              random.pick(UNICODE_LOOKALIKES);
          if (kind === 'wrong type') {
            // Multipart carries only text and files: a required field sent as a file is a field missing.
            delete fields[random.pick(profileRequired)];
            files.push({
              field: random.pick(profileRequired),
              name: 'x.txt',
              type: 'text/plain',
              content: Buffer.from('42'),
            });
          }
          return {
            mutation: kind,
            method: 'PUT',
            path,
            headers: { ...auth, 'content-type': contentType },
            body: multipartBody(boundary, fields, files),
          };
        },
      };

      const files = fileNameTarget('GET /files/:name', '/files/', 'file name', [
        () => '..%2F..%2Fpackage.json',
        () => '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        (random) => query({ [random.pick(UNICODE_LOOKALIKES)]: random.pick(UNSTORABLE_TEXT) }).slice(0, -1),
        () => `${'A'.repeat(22)}.webp`,
        (random) => `${'a'.repeat(random.int(23, 9000))}.webp`,
        () => '%ZZ',
        () => `${'A'.repeat(22)}.webp%00.png`,
      ]);

      // The docs page's files: only the three its page names are served, no other file of the package.
      const docsAssets = fileNameTarget('GET /api/swagger-ui/:asset', '/api/swagger-ui/', 'asset name', [
        () => 'index.html',
        () => 'package.json',
        () => '..%2F..%2Fpackage.json',
        () => '%2e%2e%2fswagger-ui.js',
        () => 'swagger-ui.css%00',
        () => 'oauth2-redirect.html',
        (random) => `${'a'.repeat(random.int(1, 9000))}.js`,
        () => '%ZZ',
      ]);

      // Only bad tokens: a good one would end A's session, which is what logout is for.
      const logout: Target = {
        route: `POST ${method('logout')}`,
        kind: 'write',
        generate(random) {
          const headers = { ...OUR_PAGES, ...random.pick(badTokens()) };
          return random.chance(0.5)
            ? { mutation: 'credentials', method: 'POST', path: method('logout'), headers }
            : {
                mutation: 'credentials and body',
                method: 'POST',
                path: method('logout'),
                headers: { ...headers, 'content-type': 'application/json' },
                body: random.pick(MALFORMED_JSON),
              };
        },
      };

      const options: Target = {
        route: 'OPTIONS *',
        kind: 'read',
        generate(random) {
          return {
            mutation: 'preflight',
            method: 'OPTIONS',
            path: random.pick([method('createWebsiteInquiry'), method('updateCustomerDetail'), '/nowhere', '/files/x']),
            headers: {
              origin: random.pick([
                'http://localhost:8080',
                'http://evil.example',
                'null',
                'http://localhost:8080.evil.example',
              ]),
              'access-control-request-method': random.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'GET']),
              'access-control-request-headers': random.pick([
                'content-type',
                'authorization, idempotency-key',
                'x-evil',
                '',
              ]),
            },
          };
        },
      };

      return [
        // The inquiry route gets twice the share: partner and contact payloads both.
        { ...partner, generate: (random) => (random.chance(0.5) ? partner : contact).generate(random) },
        jsonTarget(`POST ${method('registerCustomer')}`, () => signUpForm(), signUpCheck, ['mobile', ...times]),
        queryTarget(`GET ${method('generateAndSendOtp')}`, () => ({ phone_no: newMobile() }), ['phone_no']),
        // The base is a well-formed check of the number with a live code, never sent as is: every
        // mutation of it is malformed, so the fuzz spends none of the code's attempts.
        queryTarget(
          `GET ${method('verifyOtpAndLogin')}`,
          () => ({ phone_no: withLiveCode, otp: '1234', [LOGIN_ATTEMPT_PARAM]: liveAttempt }),
          ['otp', 'phone_no', LOGIN_ATTEMPT_PARAM],
        ),
        // With A's token but no number change waiting; every mutation of it is malformed too.
        jsonTarget(
          `POST ${method('confirmMobileChange')}`,
          () => ({ customer_id: a.customerId, otp: '1234' }),
          (values) =>
            typeof values.otp === 'string' && /^\d{4}$/.test(values.otp) && values.customer_id === a.customerId
              ? {}
              : { otp: 'bad' },
          ['otp', 'customer_id'],
          { ...tokenHeader(a.login) },
        ),
        logout,
        // A's language, with A's token; every mutation of it is malformed, so A's language stays.
        jsonTarget(
          `POST ${method('setLanguage')}`,
          () => ({ language: 'hi' }),
          (values) => (isLanguage(values.language) ? {} : { language: 'bad' }),
          ['language'],
          { ...tokenHeader(a.login) },
        ),
        queryTarget(
          `GET ${method('getCustomerDetail')}`,
          () => ({ customer_id: a.customerId }),
          ['customer_id'],
          () => tokenHeader(a.login),
          (random) => random.pick(badTokens()),
        ),
        update,
        queryTarget('GET /api/dev/sms-outbox', () => ({ phone_no: withLiveCode }), ['phone_no']),
        readTarget(`GET ${method('getStates')}`),
        readTarget(`GET ${method('fetchCountries')}`),
        readTarget(`GET ${method('getIndustryTypeList')}`),
        readTarget('GET /api/health'),
        readTarget('GET /api/ready'),
        readTarget('GET /api/docs'),
        readTarget('GET /api/documentation'),
        docsAssets,
        files,
        options,
        // Ordering: A has an empty cart and no orders, B is another retailer.
        ...orderingFuzzTargets({
          token: tokenHeader(a.login),
          customerId: a.customerId,
          otherCustomerId: b.customerId,
          badTokens,
        }),
        // Tax documents: A has no orders, so none of theirs.
        ...invoicingFuzzTargets({ token: tokenHeader(a.login), badTokens }),
        // Privacy rights: A has asked for no deletion code.
        ...privacyFuzzTargets({ token: tokenHeader(a.login), badTokens }),
        // The back office: every method of officeMethodPaths, with sessions of a sales member and an admin.
        ...officeFuzzTargets({
          salesCookie: sales.cookie,
          adminCookie: admin.cookie,
          retailerToken: tokenHeader(a.login),
          httpMethod: (path) => (server.app.hasRoute({ method: 'GET', url: path }) ? 'GET' : 'POST'),
        }),
      ];
    }

    it(`sends >= 2,000 invalid requests over every route, a quarter hostile: 0 accepted, 0 logins, 0 5xx, 0 error log lines, 0 rows changed`, async () => {
      const random = seededRandom(SEED);
      const all = targets();

      // Every route the app serves is fuzzed: a new route fails here until it has a target.
      const served = servedRoutes(server.app).map(
        ({ url, methods }) => `${methods.filter((name) => name !== 'HEAD').join(',')} ${url}`,
      );
      expect(all.map((target) => target.route).sort()).toEqual(served.sort());

      const readBaseline = new Map<string, string>();
      for (const target of all.filter((t) => t.kind === 'read' && t.route.startsWith('GET'))) {
        const path = target.route.split(' ')[1]!;
        readBaseline.set(
          target.route,
          (await send(server.baseUrl, { mutation: 'baseline', method: 'GET', path, headers: {} })).text,
        );
      }

      const before = await snapshot();
      const requestsPerRoute = Math.ceil(MIN_REQUESTS / all.length);
      const requests = all.flatMap((target) =>
        Array.from({ length: requestsPerRoute }, () => {
          const request = target.generate(random);
          const hostile = target.route !== 'OPTIONS *' && random.chance(HOSTILE_SHARE);
          return { target, request: hostile ? hostileRequest(request, random, target.kind === 'read') : request };
        }),
      );
      const hostileByKind = new Map<string, number>();
      for (const { request } of requests) {
        const kind = /^(deep nesting|huge or negative number|very long string) \(/.exec(request.mutation)?.[1];
        if (kind) hostileByKind.set(kind, (hostileByKind.get(kind) ?? 0) + 1);
      }
      const logLinesBefore = logs.lines.length;
      const tally = new Map<string, Map<number, number>>();
      const failures: string[] = [];
      let accepted = 0;
      let serverErrors = 0;
      let logins = 0;
      let next = 0;
      const started = performance.now();

      const worker = async () => {
        while (next < requests.length) {
          const { target, request } = requests[next++]!;
          const reply = await send(server.baseUrl, request).catch((error: unknown) => {
            failures.push(
              `no reply: ${request.mutation} ${request.method} ${request.path.slice(0, 160)} (${request.body?.length ?? 0} bytes of body): ${String(error)}`,
            );
            return null;
          });
          if (!reply) continue;
          const byStatus = tally.get(target.route) ?? new Map<number, number>();
          byStatus.set(reply.status, (byStatus.get(reply.status) ?? 0) + 1);
          tally.set(target.route, byStatus);
          const describe = () =>
            `${request.mutation} ${request.method} ${request.path.slice(0, 160)} → ${reply.status} ${reply.text.slice(0, 200)}`;
          if (reply.status >= 500) {
            serverErrors++;
            failures.push(`5xx: ${describe()}`);
          }
          if (reply.status < 300) {
            if (target.route.includes(methodPaths.verifyOtpAndLogin)) logins++;
            const ok =
              target.kind === 'read' &&
              (request.method === 'OPTIONS' ||
                request.method === 'HEAD' ||
                reply.text === readBaseline.get(target.route));
            if (!ok) {
              accepted++;
              failures.push(`accepted: ${describe()}`);
            }
          } else if (request.method !== 'HEAD' && !isContractError(reply)) {
            failures.push(`not the contract's error JSON: ${describe()}`);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const seconds = (performance.now() - started) / 1000;
      const after = await snapshot();
      const errorLines = logs.lines
        .slice(logLinesBefore)
        .filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

      let changedRows = 0;
      for (const table of TABLES) {
        const kept = new Set(before.tables[table]);
        const now = new Set(after.tables[table]);
        changedRows +=
          [...now].filter((row) => !kept.has(row)).length + [...kept].filter((row) => !now.has(row)).length;
      }

      const shortName = (route: string) =>
        route.startsWith('OPTIONS')
          ? 'preflight'
          : route
              .split(/[ ./]/)
              .filter((part) => part && !part.startsWith(':'))
              .at(-1)!;
      const byRoute = [...tally].map(
        ([route, statuses]) =>
          `${shortName(route)} ${[...statuses]
            .sort(([x], [y]) => x - y)
            .map(([status, n]) => `${status}×${n}`)
            .join(' ')}`,
      );
      console.log(
        `fuzz (${database.label}, seed ${SEED}): ${requests.length} requests over ${all.length} routes in ${seconds.toFixed(1)} s; ` +
          `accepted ${accepted}, logins ${logins}, 5xx ${serverErrors}, error log lines ${errorLines.length}, rows changed ${changedRows}, files changed ${after.files.length - before.files.length}; ` +
          `hostile ${[...hostileByKind].map(([kind, n]) => `${kind} ${n}`).join(', ')}\n  ${byRoute.join(' | ')}`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      expect(requests.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
      expect(errorLines.slice(0, 5)).toEqual([]);
      expect({ accepted, logins, serverErrors, changedRows, errorLines: errorLines.length }).toEqual({
        accepted: 0,
        logins: 0,
        serverErrors: 0,
        changedRows: 0,
        errorLines: 0,
      });
      expect(after).toEqual(before);
      // The number with a live code still logs in with it: the fuzz spent none of its attempts.
      const code = await latestCode(server, withLiveCode);
      expect(
        (
          await server.method('verifyOtpAndLogin', {
            phone_no: withLiveCode,
            otp: code,
            [LOGIN_ATTEMPT_PARAM]: liveAttempt,
          })
        ).status,
      ).toBe(200);
    }, 180_000); // 33 routes' requests, on a shared 2-core machine

    it(`takes every date, moment and cursor at its edges in the years ${FIRST_ACCEPTED_YEAR}-${LAST_ACCEPTED_YEAR} and refuses the rest with the field's message: 0 5xx`, async () => {
      const random = seededRandom(SEED + 1);
      const dateMessage = {
        'not a date': officeOperationsTexts.dateInvalid,
        'out of range': dateRuleTexts.dateOutOfRange,
      };
      const momentMessage = {
        'not a date': catalogueTexts.momentInvalid,
        'out of range': dateRuleTexts.momentOutOfRange,
      };
      const scheme = { discount_basis_points: 500, max_discount_paise: 10_000, min_subtotal_paise: 0 };
      const created = await officeCall(server, 'createScheme', {
        cookie: admin.cookie,
        body: { ...scheme, valid_from: null, valid_upto: null },
      });
      expect(created.status).toBe(200);
      const schemeName = created.body.message.scheme.name as string;

      type Call = {
        what: string;
        name: OfficeMethodName;
        field: string;
        query?: Record<string, string>;
        body?: object;
      };
      const calls: { call: Call; expect: string | null; strict: boolean }[] = [];
      for (let index = 0; index < 600; index++) {
        const kind = random.pick(['date', 'cursor', 'moment']);
        if (kind === 'date') {
          const date = edgeDate(random);
          const name = random.pick(['listOrders', 'listInquiries', 'exportInquiries'] as const);
          const field = random.pick(['from', 'to']);
          calls.push({
            call: { what: `${name} ${field}=${date.text.slice(0, 40)}`, name, field, query: { [field]: date.text } },
            expect: date.expect === 'accepted' ? null : dateMessage[date.expect],
            strict: true,
          });
        } else if (kind === 'cursor') {
          const cursor = edgeCursor(random);
          const name = random.pick(['listOrders', 'listInquiries', 'listRetailers'] as const);
          calls.push({
            call: {
              what: `${name} cursor=${cursor.text.slice(0, 60)}`,
              name,
              field: 'cursor',
              query: { cursor: cursor.text },
            },
            expect: cursor.accepted ? null : officeOperationsTexts.cursorInvalid,
            strict: true,
          });
        } else {
          const moment = edgeMoment(random);
          const expected = moment.expect === 'accepted' ? null : momentMessage[moment.expect];
          const target = random.pick(['create', 'update', 'gst'] as const);
          const what = `${target} ${moment.text.slice(0, 60)}`;
          // A new scheme from any accepted moment is made; a change or a GST rate may be refused for what the
          // moment means (ended, in the past, taken), but never for the moment itself.
          if (target === 'create')
            calls.push({
              call: {
                what,
                name: 'createScheme',
                field: 'valid_from',
                body: { ...scheme, valid_from: moment.text, valid_upto: null },
              },
              expect: expected,
              strict: true,
            });
          else if (target === 'update')
            calls.push({
              call: {
                what,
                name: 'updateScheme',
                field: 'valid_from',
                body: { name: schemeName, ...scheme, valid_from: moment.text, valid_upto: null },
              },
              expect: expected,
              strict: true,
            });
          else
            calls.push({
              call: {
                what,
                name: 'addGstRate',
                field: 'effective_from',
                body: { basis_points: 4000, effective_from: moment.text },
              },
              expect: expected,
              strict: false,
            });
        }
      }

      const failures: string[] = [];
      const outcomes = new Map<string, number>();
      for (const { call, expect: expected, strict } of calls) {
        const reply = await officeCall(server, call.name, {
          cookie: admin.cookie,
          ...(call.query ? { query: call.query } : {}),
          ...(call.body ? { body: call.body } : {}),
        });
        const fieldError = (reply.body as { message?: { errors?: Record<string, string> } })?.message?.errors?.[
          call.field
        ];
        const outcome = `${reply.status}${expected ? ' refused' : ' in range'}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        if (reply.status >= 500) failures.push(`5xx: ${call.what} → ${reply.status}`);
        else if (expected && (reply.status !== 417 || fieldError !== expected))
          failures.push(`not refused with "${expected}": ${call.what} → ${reply.status} ${JSON.stringify(fieldError)}`);
        else if (!expected && strict && reply.status !== 200)
          failures.push(`refused: ${call.what} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
        else if (!expected && !strict && (Object.values(momentMessage) as string[]).includes(fieldError ?? ''))
          failures.push(`refused for the moment: ${call.what} → ${fieldError}`);
      }
      console.log(
        `dates, moments and cursors at their edges (${database.label}, seed ${SEED + 1}): ${calls.length} requests; ` +
          [...outcomes].map(([outcome, n]) => `${outcome} ×${n}`).join(', '),
      );
      expect(failures.slice(0, 20)).toEqual([]);
      // Both sides of the rule were reached.
      expect([...outcomes.keys()].some((outcome) => outcome.endsWith('in range'))).toBe(true);
      expect([...outcomes.keys()].some((outcome) => outcome.startsWith('417 refused'))).toBe(true);
    }, 120_000);
  });
}
