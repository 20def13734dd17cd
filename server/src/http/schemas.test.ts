import { METHOD_PREFIX, orderingMethodPaths } from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { suiteRetailer, tokenHeader } from '../../test/customers';
import { jsonInit, suiteServer, testDatabases } from '../../test/harness';

// A PGlite server starts in seconds, but in tens of them on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const at = (name: keyof typeof orderingMethodPaths) => `${METHOD_PREFIX}/${orderingMethodPaths[name]}`;

describe.skipIf(testDatabases[0]!.skip)('Fastify validating a route with the contract schemas', () => {
  const server = suiteServer(testDatabases[0]!);
  const customer = suiteRetailer(server);
  const post = (name: keyof typeof orderingMethodPaths, body: unknown, headers: Record<string, string> = {}) =>
    server.request(at(name), jsonInit(body, { headers }));

  it('answers a bad token with 401 before looking at a bad body', async () => {
    const reply = await post('updateCart', { qty: 'many', extra: 1 }, { authorization: 'token nobody:nothing' });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ exc_type: 'AuthenticationError', message: { reason: 'unauthorized' } });
  });

  it('reports each field once, by its dotted path, unknown fields by name, in the 417 body', async () => {
    const reply = await post(
      'mergeGuestCart',
      { items: [{ item_code: 'suvasa-2g-12', qty: 'two' }], extra: 1 },
      tokenHeader(customer.login),
    );
    expect(reply.status).toBe(417);
    expect(reply.body.exc_type).toBe('ValidationError');
    expect(reply.body.message).toMatchObject({ status: 'error', reason: 'validation' });
    expect(Object.keys(reply.body.message.errors).sort()).toEqual(['extra', 'items.0.qty']);
    expect(reply.body.message.errors.extra).toBe('Unknown field: extra.');
  });

  it('refuses text the database cannot store, wherever it is', async () => {
    const reply = await post(
      'mergeGuestCart',
      { items: [{ item_code: 'a\u0000b', qty: 1 }] },
      tokenHeader(customer.login),
    );
    expect(reply.status).toBe(417);
    expect(reply.body.message.errors).toEqual({ 'items.0.item_code': 'Contains characters that are not allowed.' });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const reply = await post('priceGuestCart', [1, 2]);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatchObject({ reason: 'validation', text: 'Send a JSON object.' });
  });

  it('answers a repeated query parameter with 417 naming it, never 500', async () => {
    const reply = await server.request(`${at('getItem')}?item_code=a&item_code=b`);
    expect(reply.status).toBe(417);
    expect(reply.body.message.errors).toEqual({ item_code: 'Send item_code once, as text.' });
  });
});
