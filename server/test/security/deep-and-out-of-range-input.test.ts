import { DB_INT_MAX, METHOD_PREFIX, orderingMethodPaths } from '@site/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JSON_LIMITS, jsonTexts } from '../../src/http/json';
import { logCapture, suiteServer, testDatabases } from '../harness';
import { type RegisteredRoute, registeredRoutes } from '../route-coverage';
import { suiteRetailer, tokenHeader } from '../customers';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const ordering = (name: keyof typeof orderingMethodPaths) => `${METHOD_PREFIX}/${orderingMethodPaths[name]}`;

/** 2,000 lists one inside the other: 4 KB that once overflowed the stack of the ordering routes' body walk. */
const DEEP = 2_000;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const wideArray = (length: number) => `[${Array.from({ length }, () => '1').join(',')}]`;
/** As deep as a URL may carry (percent-encoded, within Node's 16 KB of headers): a longer one is a 431 before us. */
const QUERY_DEEP = 1_500;

/** Bodies past the caps, as a whole body and as the value of a field a route reads. */
const HOSTILE_BODIES: Record<string, string> = {
  'deep list': deepArray(DEEP),
  'deep object': deepObject(DEEP),
  'deep items': `{"items":${deepArray(DEEP)}}`,
  'deep qty': `{"item_code":"suvasa-2g-48","qty":${deepArray(DEEP)}}`,
  'deep field object': `{"name":${deepObject(DEEP)}}`,
  'one level past the cap': `{"items":${deepArray(JSON_LIMITS.depth)}}`,
  'wide items': `{"items":${wideArray(5_000)}}`,
};

/** Numbers no column holds, or no schema allows: each must be a 417, never reach PostgreSQL. */
const OUT_OF_RANGE = [DB_INT_MAX + 1, 2 ** 53 + 2, 1e308, -(DB_INT_MAX + 2), -1, 0];

/** Every line the app logged at error level or above (pino: 50 error, 60 fatal). */
const errorLines = (lines: string[]) => lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`deep JSON and out-of-range numbers (${database.label})`, () => {
    const logs = logCapture();
    const server = suiteServer(database, { LOG_LEVEL: 'warn' }, () => ({ logStream: logs.stream }));
    let bodyRoutes: RegisteredRoute[];
    const customer = suiteRetailer(server);
    beforeAll(() => {
      bodyRoutes = registeredRoutes(server.app).filter(({ method }) => method === 'POST' || method === 'PUT');
    });

    it('answers every body route 400 for JSON deeper or wider than the caps, before any handler reads it', async () => {
      const tally = new Map<number, number>();
      const wrong: string[] = [];
      for (const route of bodyRoutes) {
        for (const [label, body] of Object.entries(HOSTILE_BODIES)) {
          const reply = await server.request(route.url, {
            method: route.method,
            headers: { ...tokenHeader(customer.login), 'content-type': 'application/json' },
            body,
          });
          tally.set(reply.status, (tally.get(reply.status) ?? 0) + 1);
          const text = reply.body.message?.text;
          if (reply.status !== 400 || (text !== jsonTexts.tooDeep && text !== jsonTexts.tooWide))
            wrong.push(`${label} ${route.method} ${route.url} → ${reply.status} ${text}`);
        }
      }
      const serverErrors = [...tally].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
      console.log(
        `deep JSON bodies (${database.label}): ${bodyRoutes.length} routes × ${Object.keys(HOSTILE_BODIES).length} bodies; ` +
          `${[...tally].map(([status, n]) => `${status}×${n}`).join(' ')}; 5xx ${serverErrors}; error log lines ${errorLines(logs.lines).length}`,
      );
      expect(bodyRoutes.map((route) => route.url)).toContain(ordering('updateCart'));
      expect(wrong).toEqual([]);
      expect(errorLines(logs.lines)).toEqual([]);
    });

    it('answers deep or wide query_args 417 naming query_args, and the catalogue still answers', async () => {
      const catalogue = (args: string) =>
        server.request(`${ordering('getProductFilterData')}?${new URLSearchParams({ query_args: args }).toString()}`);
      const cases = {
        [deepArray(QUERY_DEEP)]: jsonTexts.tooDeep,
        [`{"attribute_filters":{"pack_size":${deepArray(QUERY_DEEP)}}}`]: jsonTexts.tooDeep,
        [`{"field_filters":${deepObject(QUERY_DEEP / 3)}}`]: jsonTexts.tooDeep,
        [`{"attribute_filters":{"pack_size":${wideArray(JSON_LIMITS.members + 1)}}}`]: jsonTexts.tooWide,
      };
      let refused = 0;
      for (const [args, text] of Object.entries(cases)) {
        const reply = await catalogue(args);
        expect(reply.status).toBe(417);
        expect(reply.body.message.errors).toEqual({ query_args: text });
        refused++;
      }
      expect((await catalogue('{"attribute_filters":{"pack_size":[48]}}')).status).toBe(200);
      console.log(`deep query_args (${database.label}): ${refused} refused 417, 0 5xx`);
      expect(errorLines(logs.lines)).toEqual([]);
    });

    it('answers numbers out of range 417 on every route that takes a number, and none reaches the database', async () => {
      const token = { ...tokenHeader(customer.login), 'content-type': 'application/json' };
      const post = (name: keyof typeof orderingMethodPaths, body: unknown) =>
        server.request(ordering(name), { method: 'POST', headers: token, body: JSON.stringify(body) });
      const queryArgs = (args: unknown) =>
        server.request(
          `${ordering('getProductFilterData')}?${new URLSearchParams({ query_args: JSON.stringify(args) }).toString()}`,
        );
      const replies: { what: string; status: number }[] = [];
      for (const value of OUT_OF_RANGE) {
        const asked = {
          pack_size: await queryArgs({ attribute_filters: { pack_size: [value] } }),
          weight_grams: await queryArgs({ attribute_filters: { weight_grams: [value] } }),
          start: await queryArgs({ start: value }),
          page_length: await queryArgs({ page_length: value }),
          'update_cart qty': await post('updateCart', { item_code: 'suvasa-2g-48', qty: value }),
          'merge_guest_cart qty': await post('mergeGuestCart', { items: [{ item_code: 'suvasa-2g-48', qty: value }] }),
          'price_guest_cart qty': await post('priceGuestCart', { items: [{ item_code: 'suvasa-2g-48', qty: value }] }),
        };
        for (const [what, reply] of Object.entries(asked))
          replies.push({ what: `${what} ${value}`, status: reply.status });
      }
      for (const start of [String(DB_INT_MAX + 1), '1e308', '-1'])
        replies.push({
          what: `get_sales_orders start ${start}`,
          status: (
            await server.request(`${ordering('getSalesOrders')}?start=${encodeURIComponent(start)}`, {
              headers: tokenHeader(customer.login),
            })
          ).status,
        });
      // Zero is in range where zero means something: update_cart's qty 0 removes a line, start 0 is the first page.
      const allowed = new Set(['update_cart qty 0', 'start 0']);
      const refused = replies.filter((reply) => !allowed.has(reply.what));
      const serverErrors = replies.filter((reply) => reply.status >= 500);
      console.log(
        `out-of-range numbers (${database.label}): ${replies.length} requests, ${refused.filter((r) => r.status === 417).length} refused 417, ` +
          `${serverErrors.length} 5xx, error log lines ${errorLines(logs.lines).length}`,
      );
      expect(serverErrors).toEqual([]);
      expect(refused.filter((reply) => reply.status !== 417)).toEqual([]);
      expect(replies.filter((reply) => allowed.has(reply.what)).map((reply) => reply.status)).toEqual([200, 200]);
      expect(errorLines(logs.lines)).toEqual([]);
    });
  });
}
