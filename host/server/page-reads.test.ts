import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOGUE_READ, itemRead } from '@site/state/routes';
import { sampleItemOf } from '@site/testing/samples';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageReads } from './page-reads';

const ITEM = sampleItemOf('suvasa-2g-48');
const HINDI_ITEM = { ...ITEM, web_item_name: 'Suvasa पान मसाला 2 ग्राम' };

/**
 * A stand-in API: get_item knows one code (named in Hindi when asked in Hindi), answers a code `off-contract` with a reply the contract does
 * not allow, answers after `delayMs`, and counts its calls.
 */
let calls: string[] = [];
/** The `Accept-Language` of each call. */
let languages: (string | null)[] = [];
let delayMs = 0;
let failing = false;
let server: Server;
let apiBase = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push(request.url ?? '');
    languages.push(request.headers['accept-language'] ?? null);
    const url = new URL(request.url ?? '/', 'http://api.invalid');
    setTimeout(() => {
      response.setHeader('content-type', 'application/json');
      if (failing) return response.writeHead(500).end('{"message":{"status":"error","reason":"internal"}}');
      const code = url.searchParams.get('item_code');
      if (code === ITEM.item_code) {
        const named = request.headers['accept-language'] === 'hi' ? HINDI_ITEM : ITEM;
        return response.end(JSON.stringify({ message: { status: 'success', product_info: named } }));
      }
      if (code === 'off-contract')
        return response.end('{"message":{"status":"success","product_info":{"item_code":"off-contract"}}}');
      if (code === 'unknown-refusal') return response.writeHead(404).end('<html>Not Found</html>');
      response
        .writeHead(404)
        .end(
          '{"exc_type":"DoesNotExistError","message":{"status":"error","reason":"not_found","text":"No such item."}}',
        );
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/method`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  languages = [];
  delayMs = 0;
  failing = false;
});

const reads = (freshMs = 60_000) => createPageReads({ apiBase: () => apiBase, freshMs });

describe('the reads a page is made of, on the rendering server', () => {
  it('gives the message of a success and null for a 404, at the method path with its parameters', async () => {
    const replies = await reads().make([itemRead('suvasa-2g-48'), itemRead('gone')], 1_000);
    expect(replies).toEqual([
      { ...itemRead('suvasa-2g-48'), message: { status: 'success', product_info: ITEM } },
      { ...itemRead('gone'), message: null },
    ]);
    expect(calls.sort()).toEqual([
      '/api/method/webshop.webshop.api.get_item?item_code=gone',
      '/api/method/webshop.webshop.api.get_item?item_code=suvasa-2g-48',
    ]);
  });

  it('leaves out a reply off the contract, as the browser refuses it, so the browser makes the read', async () => {
    expect(await reads().make([itemRead('off-contract'), itemRead('unknown-refusal')], 1_000)).toEqual([]);
  });

  it('makes a read once while it is fresh, however many pages ask, and again once it is not', async () => {
    const fresh = reads(200);
    await Promise.all([1, 2, 3].map(() => fresh.make([itemRead('suvasa-2g-48')], 1_000)));
    await fresh.make([itemRead('suvasa-2g-48')], 1_000);
    expect(calls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await fresh.make([itemRead('suvasa-2g-48')], 1_000);
    expect(calls).toHaveLength(2);
  });

  it('asks in the page’s language and keeps each language’s reply apart; English names none, as before', async () => {
    const made = reads();
    const nameIn = async (language?: 'en' | 'hi' | 'gu') =>
      ((await made.make([itemRead('suvasa-2g-48')], 1_000, language))[0]?.message as { product_info: typeof ITEM })
        .product_info.web_item_name;
    expect(await nameIn('hi')).toBe(HINDI_ITEM.web_item_name);
    expect(await nameIn()).toBe(ITEM.web_item_name);
    expect(await nameIn('en')).toBe(ITEM.web_item_name);
    expect(await nameIn('hi')).toBe(HINDI_ITEM.web_item_name);
    expect(await nameIn('gu')).toBe(ITEM.web_item_name);
    // English once (with or without naming it), Hindi once, Gujarati once: each kept while fresh. English
    // sends fetch's own `*`, as before: none of our languages, so the API answers in English.
    expect(languages).toEqual(['hi', '*', 'gu']);
  });

  it('leaves out a read that fails, and does not keep the failure', async () => {
    const made = reads();
    failing = true;
    expect(await made.make([CATALOGUE_READ], 1_000)).toEqual([]);
    failing = false;
    expect(await made.make([itemRead('suvasa-2g-48')], 1_000)).toHaveLength(1);
    await made.make([CATALOGUE_READ], 1_000);
    expect(calls.filter((url) => url.includes('get_product_filter_data'))).toHaveLength(2);
  });

  it('leaves out a read not made in the time given, without waiting for it', async () => {
    delayMs = 500;
    const started = Date.now();
    expect(await reads().make([itemRead('suvasa-2g-48')], 50)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(400);
  });
});
