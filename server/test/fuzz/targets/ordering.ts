import { METHOD_PREFIX, orderingMethodPaths } from '@site/contract';
import {
  type FuzzTarget,
  hugeString,
  junkQueryPair,
  MALFORMED_JSON,
  mutationTarget,
  query,
  type Random,
  UNICODE_LOOKALIKES,
  UNSTORABLE_TEXT,
  WRONG_TYPES,
} from '../fuzz';

/**
 * The ordering routes' targets of the fuzz suite (`test/security/fuzz.test.ts`): every request is invalid
 * by construction (or, for the catalogue's listing, a junk query that must not change its reply), so none
 * may be accepted, none may answer 5xx and no row may change.
 */
export type OrderingFuzzTarget = FuzzTarget;

export interface OrderingFuzzContext {
  /** A logged-in retailer with an empty cart and no orders. */
  token: Record<string, string>;
  customerId: string;
  otherCustomerId: string;
  badTokens: () => Record<string, string>[];
}

type Values = Record<string, unknown>;
type Breaker = (values: Values, random: Random) => void;

const path = (name: keyof typeof orderingMethodPaths) => `${METHOD_PREFIX}/${orderingMethodPaths[name]}`;

const wrongType =
  (key: string): Breaker =>
  (values, random) => {
    values[key] = random.pick(WRONG_TYPES.filter((value) => typeof value !== typeof values[key]));
  };
const pickValue =
  (key: string, choices: readonly unknown[]): Breaker =>
  (values, random) => {
    values[key] = random.pick(choices);
  };
const textBreakers = (key: string, minHuge: number): Breaker[] => [
  wrongType(key),
  (values, random) => void (values[key] = hugeString(random, minHuge, 70_000)),
  (values, random) => void (values[key] = random.pick(UNSTORABLE_TEXT)),
  (values) => void delete values[key],
];
const unknownField: Breaker = (values, random) => {
  values[random.pick(['customer_id', 'price', 'rate_paise', 'status', 'colour'])] = random.pick(['x', 1, true]);
};

function postTarget(
  name: keyof typeof orderingMethodPaths,
  context: OrderingFuzzContext,
  valid: () => Values,
  breakers: Breaker[],
  extraHeaders: Record<string, string> = {},
  access: 'token' | 'public' = 'token',
): OrderingFuzzTarget {
  const route = `POST ${path(name)}`;
  const token = access === 'token' ? context.token : {};
  const headers = { ...token, 'content-type': 'application/json', ...extraHeaders };
  return mutationTarget(
    route,
    access === 'token'
      ? ['malformed JSON', 'not an object', 'content type', 'credentials', 'field', 'field', 'field']
      : ['malformed JSON', 'not an object', 'content type', 'field', 'field', 'field'],
    (kind, random) => {
      const base = { method: 'POST', path: path(name) };
      if (kind === 'malformed JSON') return { ...base, mutation: kind, headers, body: random.pick(MALFORMED_JSON) };
      if (kind === 'not an object')
        return {
          ...base,
          mutation: kind,
          headers,
          body: JSON.stringify(random.pick([[valid()], 'text', 7, null, true])),
        };
      if (kind === 'content type')
        return {
          ...base,
          mutation: kind,
          headers: { ...token, 'content-type': random.pick(['text/plain', 'application/xml']) },
          body: JSON.stringify(valid()),
        };
      if (kind === 'credentials')
        return {
          ...base,
          mutation: kind,
          headers: { ...random.pick(context.badTokens()), 'content-type': 'application/json', ...extraHeaders },
          body: JSON.stringify(valid()),
        };
      const values = valid();
      for (let count = random.int(1, 3); count > 0; count--) random.pick(breakers)(values, random);
      return { ...base, mutation: 'broken field', headers, body: JSON.stringify(values) };
    },
  );
}

/** A GET with a token: bad tokens, or (with the good token) the queries `badQuery` makes. */
function getTarget(
  name: keyof typeof orderingMethodPaths,
  context: OrderingFuzzContext,
  badQuery: ((random: Random) => string) | null,
): OrderingFuzzTarget {
  return {
    route: `GET ${path(name)}`,
    kind: 'write',
    generate(random) {
      if (!badQuery || random.chance(0.4)) {
        return {
          mutation: 'credentials',
          method: 'GET',
          path: path(name),
          headers: random.pick(context.badTokens()),
        };
      }
      return { mutation: 'query', method: 'GET', path: `${path(name)}?${badQuery(random)}`, headers: context.token };
    },
  };
}

const textParam = (key: string, random: Random, maxOk: number) =>
  random.pick([
    () => `${key}=`,
    () => key,
    () => `${key}=a&${key}=b`,
    () => query({ [key]: hugeString(random, maxOk + 1, 9_000) }),
    () => query({ [key]: random.pick(UNICODE_LOOKALIKES) }),
    () => query({ [key]: random.pick(UNSTORABLE_TEXT) }),
    () => `${key}=${random.pick(['%ZZ', '%E0%A4%A', '%00'])}`,
    () => `${key}[]=x`,
  ])();

export function orderingFuzzTargets(context: OrderingFuzzContext): OrderingFuzzTarget[] {
  const address = () => ({
    shopName: 'Fuzz Stores',
    address1: '1 Yard Road',
    address2: 'Gate 2',
    city: 'Surat',
    state: 'Gujarat',
    country: 'India',
    pincode: '395003',
  });
  const addressBreakers: Breaker[] = [
    ...['shopName', 'address1', 'address2', 'city', 'state', 'country', 'pincode'].flatMap((key) => [
      ...textBreakers(key, 201),
      pickValue(key, ['', '   ']),
    ]),
    pickValue('pincode', ['12345', '1234567', ...UNICODE_LOOKALIKES]),
    pickValue('is_default', ['yes', 1, null, {}]),
    unknownField,
  ];
  const nobodysAddress = 'ADDR-0000000000000000';
  const nobodysOrder = 'SAL-ORD-2026-99999';
  const nameBreakers: Breaker[] = [
    ...textBreakers('name', 101),
    pickValue('name', ['', ...UNICODE_LOOKALIKES, `BILL-${context.otherCustomerId}`]),
    unknownField,
  ];
  const itemCode = (key: string): Breaker[] => [
    ...textBreakers(key, 65),
    pickValue(key, ['', 'nope', 'sample-2g-48', 'SUVASA-2G-48', ...UNICODE_LOOKALIKES]),
  ];

  const guestCart = () => ({ items: [{ item_code: 'suvasa-2g-12', qty: 1 }] });
  const guestCartBreakers: Breaker[] = [
    (values) => void delete values.items,
    pickValue('items', [42, 'x', {}, null, true, ['9876543210'], [null], [[]]]),
    pickValue('items', [
      [{ item_code: 'suvasa-2g-12' }],
      [{ qty: 1 }],
      [{ item_code: 'suvasa-2g-12', qty: 0 }],
      [{ item_code: 'suvasa-2g-12', qty: 2.5 }],
      [{ item_code: 'suvasa-2g-12', qty: 1, price: 1 }],
      [{ item_code: 'nope', qty: 1 }],
      [
        { item_code: 'suvasa-2g-12', qty: 1 },
        { item_code: 'suvasa-2g-12\u0000', qty: 1 },
      ],
      Array.from({ length: 51 }, () => ({ item_code: 'suvasa-2g-12', qty: 1 })),
    ]),
    (values, random) => void (values.items = [{ item_code: random.pick(UNICODE_LOOKALIKES), qty: 1 }]),
    unknownField,
  ];

  const catalogue: OrderingFuzzTarget = {
    route: `GET ${path('getProductFilterData')}`,
    kind: 'read',
    generate(random) {
      const junk = Array.from({ length: random.int(1, 3) }, () => junkQueryPair(random)).join('&');
      if (random.chance(0.4))
        return { mutation: 'junk query', method: 'GET', path: `${path('getProductFilterData')}?${junk}`, headers: {} };
      const args = random.pick([
        () => '{',
        () => '[]',
        () => '"x"',
        () => '42',
        () => JSON.stringify({ colour: 'red' }),
        () => JSON.stringify({ start: -1 }),
        () => JSON.stringify({ start: 1.5 }),
        () => JSON.stringify({ page_length: 0 }),
        () => JSON.stringify({ page_length: 101 }),
        () => JSON.stringify({ search: 'a\u0000b' }),
        () => JSON.stringify({ search: hugeString(random, 101, 3_000) }),
        () => JSON.stringify({ attribute_filters: { pack_size: ['12'] } }),
        () => JSON.stringify({ attribute_filters: { colour: ['red'] } }),
        () => JSON.stringify({ field_filters: { in_stock: 'yes' } }),
        () => JSON.stringify({ field_filters: { variant_of: 42 } }),
        () => JSON.stringify({ __proto__: { polluted: true }, search: 7 }),
      ])();
      const pair = random.chance(0.2) ? `query_args=%7B&query_args=%7B%7D` : query({ query_args: args });
      return {
        mutation: 'bad query_args',
        method: 'GET',
        path: `${path('getProductFilterData')}?${pair}&${junk}`,
        headers: {},
      };
    },
  };

  const item: OrderingFuzzTarget = {
    route: `GET ${path('getItem')}`,
    kind: 'write',
    generate(random) {
      const search = random.chance(0.2)
        ? random.pick(['', 'item=suvasa-2g-48', 'item_code=suvasa-2g-48&item_code=suvasa-2g-12'])
        : textParam('item_code', random, 64);
      return { mutation: 'item_code', method: 'GET', path: `${path('getItem')}?${search}`, headers: {} };
    },
  };

  return [
    catalogue,
    item,
    getTarget('getCartQuotation', context, null),
    postTarget('updateCart', context, () => ({ item_code: 'suvasa-2g-48', qty: 1 }), [
      ...itemCode('item_code'),
      wrongType('qty'),
      (values) => void delete values.qty,
      pickValue('qty', [-1, 1.5, 10_000, 1e308, -0.5, '1']),
      unknownField,
    ]),
    postTarget('mergeGuestCart', context, guestCart, guestCartBreakers),
    // Public: no token to break; the same lines as the merge's, refused the same way.
    postTarget('priceGuestCart', context, guestCart, guestCartBreakers, {}, 'public'),
    postTarget(
      'updateCartAddress',
      context,
      () => ({ address_type: 'shipping', address_name: `BILL-${context.customerId}` }),
      [
        ...textBreakers('address_type', 10),
        pickValue('address_type', ['', 'home', 'SHIPPING', 'shipping ', ...UNICODE_LOOKALIKES]),
        ...textBreakers('address_name', 101),
        pickValue('address_name', ['', nobodysAddress, `BILL-${context.otherCustomerId}`, ...UNICODE_LOOKALIKES]),
        unknownField,
      ],
    ),
    postTarget(
      'placeOrder',
      context,
      () => ({ cart_fingerprint: 'a'.repeat(32) }),
      [
        ...textBreakers('cart_fingerprint', 65),
        pickValue('cart_fingerprint', [
          '',
          'XYZ',
          'g'.repeat(32),
          'a'.repeat(15),
          'A'.repeat(32),
          ...UNICODE_LOOKALIKES,
        ]),
        unknownField,
      ],
      { 'idempotency-key': 'fuzz-order-1' },
    ),
    getTarget('getSalesOrders', context, (random) =>
      random.pick([
        () => query({ start: random.pick(['-1', 'x', '1.5', '9999999', '1e3']) }),
        () => query({ page_length: random.pick(['0', '101', 'abc', '-5', ...UNICODE_LOOKALIKES]) }),
        () => 'start=1&start=2',
        () => `page_length=${random.pick(['%ZZ', '%00', '%E0%A4%A'])}`,
        () => query({ start: random.pick(UNSTORABLE_TEXT) }),
      ])(),
    ),
    getTarget('getSalesOrder', context, (random) =>
      random.chance(0.2) ? query({ name: nobodysOrder }) : textParam('name', random, 40),
    ),
    postTarget('cancelSalesOrder', context, () => ({ name: nobodysOrder }), nameBreakers),
    postTarget('reorder', context, () => ({ name: nobodysOrder }), nameBreakers),
    getTarget('getAddresses', context, null),
    postTarget('createAddress', context, address, addressBreakers),
    postTarget('updateAddress', context, () => ({ ...address(), name: nobodysAddress }), [
      ...addressBreakers,
      ...nameBreakers.slice(0, -1),
    ]),
    // A's own billing address too: it cannot be deleted.
    postTarget('deleteAddress', context, () => ({ name: nobodysAddress }), [
      ...nameBreakers,
      pickValue('name', [`BILL-${context.customerId}`]),
    ]),
  ];
}
