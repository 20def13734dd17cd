import { request as httpRequest, Agent } from 'node:http';

/**
 * The pieces of the fuzz suite: a seeded random source, so a failing run can be replayed from
 * its seed, and mutations that each make a valid request invalid (malformed JSON, wrong types,
 * huge strings, unicode where only ASCII digits fit, control characters, missing fields).
 */

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)]!;
  };
  return { next, int, pick, chance: (probability: number) => next() < probability };
}

export type Random = ReturnType<typeof seededRandom>;

export interface FuzzRequest {
  /** What was done to the valid request, for the printed tally and failure messages. */
  mutation: string;
  method: string;
  /** Path and query, already percent-encoded (malformed encodings on purpose included). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** A route of the app and how to make invalid requests to it. */
export interface FuzzTarget {
  /** As Fastify lists it: `GET /api/health`. */
  route: string;
  /** Write and login routes must accept nothing; read-only ones must serve their usual reply. */
  kind: 'write' | 'read';
  generate(random: Random): FuzzRequest;
}

/** A route that must accept nothing: each request is one of `mutations`, picked at random, as `make` makes it. */
export function mutationTarget<Mutation extends string>(
  route: string,
  mutations: readonly Mutation[],
  make: (mutation: Mutation, random: Random) => FuzzRequest,
): FuzzTarget {
  return { route, kind: 'write', generate: (random) => make(random.pick(mutations), random) };
}

/** A route serving files by name: each request is GET or HEAD of one of `names` under `prefix`. */
export function fileNameTarget(
  route: string,
  prefix: string,
  mutation: string,
  names: readonly ((random: Random) => string)[],
): FuzzTarget {
  return {
    route,
    kind: 'write',
    generate(random) {
      const name = random.pick(names)(random);
      return { mutation, method: random.pick(['GET', 'HEAD']), path: `${prefix}${name}`, headers: {} };
    },
  };
}

export interface FuzzReply {
  status: number;
  contentType: string;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * Sends exactly the bytes asked for (fetch would refuse a body on GET and re-encode the path). A reused
 * keep-alive socket can be reset by the server closing it as the request goes out, before any reply: that
 * one request is sent again once, on a connection of its own, so only the server's answers are judged.
 */
export async function send(baseUrl: string, fuzz: FuzzRequest): Promise<FuzzReply> {
  try {
    return await sendOnce(baseUrl, fuzz, agent);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ECONNRESET' && code !== 'EPIPE') throw error;
    return sendOnce(baseUrl, fuzz, false);
  }
}

function sendOnce(baseUrl: string, fuzz: FuzzRequest, via: Agent | false): Promise<FuzzReply> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...fuzz.headers };
    if (fuzz.body !== undefined) headers['content-length'] = Buffer.byteLength(fuzz.body);
    const req = httpRequest(
      { agent: via, host: url.hostname, port: url.port, method: fuzz.method, path: fuzz.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(fuzz.body);
  });
}

// ---- values that no field accepts ------------------------------------------------------------

/** Non-string JSON values for a field that takes text. */
export const WRONG_TYPES: readonly unknown[] = [42, -1.5, 0, true, false, [], ['9876543210'], {}, { $gt: '' }, 1e308];

/** Text that cannot be stored as sent: NUL, other control characters, half of a surrogate pair. */
export const UNSTORABLE_TEXT: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'x\u0007y',
  'line\u001bbreak',
  'half \ud800 pair',
  '\udc00tail',
  'del\u007f',
];

/** Look-alikes of ASCII digits, letters and colons: valid Unicode, never a valid mobile, code or time. */
export const UNICODE_LOOKALIKES: readonly string[] = [
  '९८७६५४३२१०', // Devanagari digits
  '９８７６５４３２１０', // full-width digits
  '٩٨٧٦٥٤٣٢١٠', // Arabic-Indic digits
  '98765\u200b43210', // zero-width space inside
  '\u202e0123456789', // right-to-left override
  '98765４３２10',
  '😀😀😀😀',
  '１２３４',
  '०८:३०',
  '08∶30', // ratio sign, not a colon
  'Ｙes',
  '\ufeff9876543210', // byte-order mark
];

/** Bodies that are not JSON, or JSON the server refuses before reading it. */
export const MALFORMED_JSON: readonly string[] = [
  '',
  '{',
  '{"a":',
  "{'single': 'quotes'}",
  '{"a": 1,}',
  '[1, 2',
  'NaN',
  'undefined',
  '{"a": NaN}',
  '{"a": 0x10}',
  '\u0000{}',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '"just a string"',
  '12345',
  'null',
  '[]',
  '[{"inquiry_type": "contact"}]',
  '{"a": "\\ud800"',
  '\xff\xfe{}',
  '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
  '['.repeat(20_000) + ']'.repeat(20_000),
];

export const hugeString = (random: Random, min: number, max: number) => {
  const unit = random.pick(['x', 'é', '😀', '9', '<script>', ' ']);
  return unit.repeat(Math.ceil(random.int(min, max) / unit.length));
};

/** Garbage a client may put in a query string, percent-encoded or deliberately not. */
export function junkQueryPair(random: Random): string {
  return random.pick([
    () => query({ [random.pick(UNICODE_LOOKALIKES)]: random.pick(UNSTORABLE_TEXT) }),
    () => 'a=%ZZ',
    () => 'b=%E0%A4%A',
    () => '%00=%00',
    () => 'c[d]=1',
    () => 'e[]=1&e[]=2',
    () => `f=${'x'.repeat(random.int(100, 4000))}`,
    () => '=&&=&',
    () => '__proto__=1',
  ])();
}

/** Percent-encodes as UTF-8; half of a surrogate pair becomes the bytes a lax encoder would send (invalid UTF-8). */
const encode = (value: string) =>
  value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[^\ud800-\udfff]+|[\ud800-\udbff][\udc00-\udfff]/g,
    (part) =>
      part.length === 1 && part.charCodeAt(0) >= 0xd800 && part.charCodeAt(0) <= 0xdfff
        ? '%ED%A0%80'
        : encodeURIComponent(part),
  );

export const query = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');

/** Unstorable text that survives a multipart body: its decoder turns broken UTF-8 into U+FFFD, a valid character. */
export const UNSTORABLE_MULTIPART_TEXT = UNSTORABLE_TEXT.filter((value) => !/[\ud800-\udfff]/.test(value));

/** A multipart/form-data body built by hand, so broken bodies can be made as easily as good ones. */
export function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; content: Buffer }[] = [],
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

// ---- hostile values: deep nesting, numbers no column holds, very long strings ---------------------------------

/** Whole numbers past an `integer` column, past what a double keeps exactly, negatives, and fractions. */
export const HUGE_AND_NEGATIVE_NUMBERS: readonly number[] = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 64,
  1e308,
  -1e308,
  -1,
  -0.5,
  Number.MIN_VALUE,
];

export type HostileKind = 'deep nesting' | 'huge or negative number' | 'very long string';
export const HOSTILE_KINDS: readonly HostileKind[] = ['deep nesting', 'huge or negative number', 'very long string'];

/** JSON text nested `depth` levels: lists, objects, or both in turn. */
export function deepJson(random: Random, depth: number): string {
  const shape = random.pick(['list', 'object', 'mixed']);
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level++) {
    const list = shape === 'list' || (shape === 'mixed' && level % 2 === 0);
    open += list ? '[' : '{"a":';
    close = (list ? ']' : '}') + close;
  }
  return `${open}1${close}`;
}

/**
 * A value no field of ours accepts, as JSON text: nested past the JSON cap, a number out of every range,
 * or text longer than any field takes (2,001 characters or more, never blank once trimmed). `limits`
 * keep it within a URL when it goes in a query.
 */
export function hostileJson(random: Random, kind: HostileKind, limits = { depth: 5_000, length: 60_000 }): string {
  if (kind === 'deep nesting') return deepJson(random, random.int(17, limits.depth));
  if (kind === 'huge or negative number') return String(random.pick(HUGE_AND_NEGATIVE_NUMBERS));
  const unit = random.pick(['x', 'é', '😀', '9']);
  return JSON.stringify(unit.repeat(Math.ceil(random.int(2_001, limits.length) / unit.length)));
}

/**
 * `request` with one value made hostile: in a JSON body, one field's value (or the whole body, when it is
 * not a JSON object); in a query, one parameter repeated with a hostile value, which no route takes
 * (a repeated parameter is refused, so the request stays invalid whatever the value). Read-only routes,
 * whose parameters are junk anyway, get theirs replaced.
 */
export function hostileRequest(request: FuzzRequest, random: Random, replaceQuery: boolean): FuzzRequest {
  const kind = random.pick(HOSTILE_KINDS);
  const mutation = `${kind} (${request.mutation})`;
  if (request.method === 'GET' || request.method === 'HEAD') {
    const [path, search = ''] = request.path.split('?', 2) as [string, string?];
    const pairs = search.split('&').filter(Boolean);
    const keys = pairs.map((pair) => pair.split('=')[0]!).filter(Boolean);
    const key = keys.length > 0 ? random.pick(keys) : 'q';
    // Within Node's 16 KB of headers once percent-encoded (13 bytes a level of `{"a":`, 12 an emoji): a longer
    // URL is a 431 from Node's parser before us, whose body a HEAD's client would not expect.
    const hostile = `${key}=${encodeURIComponent(hostileJson(random, kind, { depth: 600, length: 2_200 }))}`;
    const kept = replaceQuery ? pairs.filter((pair) => pair.split('=')[0] !== key) : pairs;
    return { ...request, mutation, path: `${path}?${[...kept, hostile].join('&')}` };
  }
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = typeof request.body === 'string' ? JSON.parse(request.body) : null;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the whole body becomes the hostile value.
  }
  const value = hostileJson(random, kind);
  const keys = body ? Object.keys(body) : [];
  const text =
    body && keys.length > 0
      ? JSON.stringify({ ...body, [random.pick(keys)]: '\u0000HOSTILE\u0000' }).replace(
          '"\\u0000HOSTILE\\u0000"',
          value,
        )
      : random.chance(0.5)
        ? value
        : `{"items":${value}}`;
  return { ...request, mutation, headers: { ...request.headers, 'content-type': 'application/json' }, body: text };
}
