import { invoicingMethodPaths, METHOD_PREFIX } from '@site/contract';
import { type FuzzTarget, hugeString, query, type Random, UNICODE_LOOKALIKES, UNSTORABLE_TEXT } from '../fuzz';

/**
 * The retailer's tax document download in the fuzz suite (`test/security/fuzz.test.ts`): bad tokens, or
 * with a good token a query that names no order of theirs or breaks the contract; none may be answered 200.
 * (The office's download is an office method: `officeFuzzTargets` covers it.)
 */
export interface InvoicingFuzzContext {
  /** A logged-in retailer with no orders. */
  token: Record<string, string>;
  badTokens: () => Record<string, string>[];
}

const path = `${METHOD_PREFIX}/${invoicingMethodPaths.downloadTaxDocument}`;

const badQuery = (random: Random) =>
  random.pick([
    () => query({ name: 'SAL-ORD-2026-99999' }),
    () => query({ name: 'SAL-ORD-2026-99999', kind: random.pick(['receipt', 'INVOICE', '', ...UNICODE_LOOKALIKES]) }),
    () => 'name=',
    () => 'kind=invoice',
    () => 'name=a&name=b',
    () => `name[]=x`,
    () => query({ name: hugeString(random, 41, 9_000) }),
    () => query({ name: random.pick(UNSTORABLE_TEXT) }),
    () => `name=${random.pick(['%ZZ', '%E0%A4%A', '%00'])}`,
    () => query({ name: 'SAL-ORD-2026-99999', colour: 'red' }),
  ])();

export function invoicingFuzzTargets(context: InvoicingFuzzContext): FuzzTarget[] {
  return [
    {
      route: `GET ${path}`,
      kind: 'write',
      generate(random) {
        if (random.chance(0.4)) {
          return { mutation: 'credentials', method: 'GET', path, headers: random.pick(context.badTokens()) };
        }
        return { mutation: 'query', method: 'GET', path: `${path}?${badQuery(random)}`, headers: context.token };
      },
    },
  ];
}
