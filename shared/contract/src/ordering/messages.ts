import { percentText } from '../money';

/** Ordering's own texts (not the specification's): one place for the server's replies and the browser's screens. */
export const MAX_LINE_QTY = 9999;
export const MAX_CART_LINES = 50;

/** A pack's size as the API's `pack_label` says it. */
const packLabel = (packSize: number) => `Pack of ${packSize}`;

export const orderingMessages = {
  itemCodeRequired: 'Choose a product.',
  unknownItem: 'This product is not in the catalogue.',
  qtyInvalid: `Quantity must be a whole number from 0 to ${MAX_LINE_QTY}.`,
  guestQtyInvalid: `Quantity must be a whole number from 1 to ${MAX_LINE_QTY}.`,
  itemsInvalid: `Send the cart as a list of at most ${MAX_CART_LINES} lines, each with item_code and qty.`,
  queryArgsInvalid:
    'query_args must be a JSON object of search, field_filters, attribute_filters, start and page_length.',
  addressTypeInvalid: 'address_type must be billing or shipping.',
  addressNotFound: 'No such address in your address book.',
  billingNotDeletable: 'The billing address is your shop’s address from your profile: edit it, it cannot be deleted.',
  billingAlwaysDefault: 'The billing address is always your billing address; choose a shipping address as the default.',
  cartEmpty: 'Your cart is empty.',
  cartChanged:
    'Prices, offers, taxes or stock changed since you saw your cart. Check the new figures and place the order again.',
  packLabel,
  /** A cart or order line named in a message: the pack's name and how many sachets its pack holds. */
  packedItem: (itemName: string, packSize: number) => `${itemName}, ${packLabel(packSize)}`,
  lineShort: (item: string) => `${item}: not enough in stock.`,
  lineAdded: (item: string) => `${item} was added.`,
  lineRemoved: (item: string) => `${item} was removed.`,
  lineQuantityChanged: (item: string, before: number, after: number) => `${item}: ${before} → ${after} packs.`,
  linePriceChanged: (item: string, before: string, after: string) => `${item}: price per pack ${before} → ${after}.`,
  schemeChanged: 'The offer applied to your cart changed.',
  taxChanged: 'The GST on your cart changed.',
  addressChanged: 'The delivery address changed.',
  cartChangedUnseen: 'Your cart changed since you saw it (another tab or device).',
  cartChangedSinceSeen: 'Your cart changed since you saw it.',
  fingerprintRequired: 'Send the cart_fingerprint of the cart you saw.',
  idempotencyKeyRequired: 'Send an Idempotency-Key header (1 to 128 printable characters) with each order.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another order.',
  placementBusy: 'Your cart kept changing while the order was placed. Try again.',
  belowMinimum: (itemName: string, minimum: number) => `Order at least ${minimum} packs of ${itemName}.`,
  notCaseMultiple: (itemName: string, caseMultiple: number, nearest: readonly number[]) =>
    `${itemName} is sold in cases of ${caseMultiple} packs: order ${nearest.join(' or ')} packs.`,
  outOfStock: (itemName: string, available: number) =>
    available > 0 ? `Only ${available} packs of ${itemName} are in stock.` : `${itemName} is out of stock.`,
  orderNotFound: 'No such order.',
  orderNameRequired: 'Send the order’s name.',
  cancelNotAllowed: 'Only an order that is still Placed can be cancelled.',
  orderPlacedSms: (orderName: string, grandTotal: string, brand: string) =>
    `${brand}: your order ${orderName} for ${grandTotal} is placed. Pay on delivery.`,
} as const;

/**
 * The fewest packs of an item a cart may hold: its minimum, rounded up to a whole number of cases (an
 * admin may set a minimum that is no multiple of the case).
 */
export const smallestQuantity = (minimum: number, caseMultiple: number) =>
  Math.ceil(Math.max(1, minimum) / Math.max(1, caseMultiple)) * Math.max(1, caseMultiple);

/**
 * What is wrong with `qty` packs of an item under its ordering rules (at least `minimum`, in multiples of
 * `caseMultiple`), or null: the one check of the cart, place_order and the browser's stepper. 0 (no line)
 * breaks no rule.
 */
export function quantityProblem(itemName: string, qty: number, minimum: number, caseMultiple: number): string | null {
  if (qty === 0) return null;
  const smallest = smallestQuantity(minimum, caseMultiple);
  if (qty < minimum) return orderingMessages.belowMinimum(itemName, smallest);
  if (qty % caseMultiple !== 0) {
    const lower = Math.floor(qty / caseMultiple) * caseMultiple;
    const higher = lower + caseMultiple;
    const nearest = [lower, higher].filter((candidate) => candidate >= smallest && candidate <= MAX_LINE_QTY);
    return orderingMessages.notCaseMultiple(itemName, caseMultiple, nearest);
  }
  return null;
}

/**
 * The labels of the figures of a cart, checkout and order (docs/product.md#cart-drawer, #checkout, #order):
 * a price includes GST (docs/decisions/0018), so the taxable value and GST are shown as contained in the
 * grand total, which is what is paid.
 */
export const totalsLabels = {
  cartTotal: 'Cart Total',
  orderTotals: 'Totals',
  subtotal: (packs: number) => `Subtotal (${packs} ${packs === 1 ? 'pack' : 'packs'})`,
  schemeDiscount: (schemeTitle: string | null) =>
    schemeTitle ? `Scheme discount (${schemeTitle})` : 'Scheme discount',
  grandTotal: 'Grand total (you pay)',
  included: 'Included in the grand total:',
  taxableValue: 'Taxable value',
  cgst: (basisPoints: number) => `CGST ${percentText(basisPoints)} %`,
  sgst: (basisPoints: number) => `SGST ${percentText(basisPoints)} %`,
  igst: (basisPoints: number) => `IGST ${percentText(basisPoints)} %`,
  pricesIncludeGst: 'Prices include GST: it is inside the grand total, never added to it.',
  /** An order placed while GST was added on top of the price. */
  gstAdded: (tax: string) => `${tax}, added`,
  lineTaxable: 'Taxable',
  lineGst: 'GST',
} as const;

/** One row of a cart's or order's figures: a label and its amount (none for a heading). */
export interface TotalsRow {
  key: string;
  label: string;
  paise: number | null;
  /** `saving`: the scheme; `grand`: what is paid; `heading`, `included`: the tax inside the grand total. */
  kind: 'plain' | 'saving' | 'grand' | 'heading' | 'included';
}

/** The figures the rows are made from (the contract's `Totals`). */
interface TotalsFigures {
  total_qty: number;
  subtotal_paise: number;
  discount_paise: number;
  taxable_paise: number;
  gst_basis_points: number;
  tax_split: 'intra_state' | 'inter_state';
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  grand_total_paise: number;
}

/**
 * The rows every screen shows for a cart's or an order's totals, in order: subtotal, scheme discount, grand
 * total (what is paid), then the taxable value and the GST it contains. An order placed while GST was added
 * on top (its grand total is more than subtotal − discount) shows its figures as placed: GST, added.
 */
export function totalsRows(totals: TotalsFigures, schemeTitle: string | null): TotalsRow[] {
  const half = totals.gst_basis_points / 2;
  const taxes: TotalsRow[] =
    totals.tax_split === 'intra_state'
      ? [
          { key: 'cgst', label: totalsLabels.cgst(half), paise: totals.cgst_paise, kind: 'included' },
          { key: 'sgst', label: totalsLabels.sgst(half), paise: totals.sgst_paise, kind: 'included' },
        ]
      : [
          {
            key: 'igst',
            label: totalsLabels.igst(totals.gst_basis_points),
            paise: totals.igst_paise,
            kind: 'included',
          },
        ];
  const rows: TotalsRow[] = [
    { key: 'subtotal', label: totalsLabels.subtotal(totals.total_qty), paise: totals.subtotal_paise, kind: 'plain' },
  ];
  if (totals.discount_paise > 0) {
    rows.push({
      key: 'discount',
      label: totalsLabels.schemeDiscount(schemeTitle),
      paise: -totals.discount_paise,
      kind: 'saving',
    });
  }
  const grand: TotalsRow = {
    key: 'grand',
    label: totalsLabels.grandTotal,
    paise: totals.grand_total_paise,
    kind: 'grand',
  };
  const taxable: TotalsRow = {
    key: 'taxable',
    label: totalsLabels.taxableValue,
    paise: totals.taxable_paise,
    kind: 'included',
  };
  if (totals.grand_total_paise > totals.subtotal_paise - totals.discount_paise) {
    const added = taxes.map((row): TotalsRow => ({ ...row, label: totalsLabels.gstAdded(row.label), kind: 'plain' }));
    return [...rows, { ...taxable, kind: 'plain' }, ...added, grand];
  }
  return [
    ...rows,
    grand,
    { key: 'included', label: totalsLabels.included, paise: null, kind: 'heading' },
    taxable,
    ...taxes,
  ];
}

/** What the checkout, order history and order screens say (docs/product.md#checkout, #order-history, #order). */
export const orderScreenTexts = {
  logInToOrder: 'to see your cart and your orders.',
  loadFailed: 'This could not be loaded. Check your connection and reload the page.',
  noAddress: 'Add a shipping address to place the order.',
  addressNotChanged: 'The shipping address was not changed. Try again.',
  placeFailed: 'The order was not placed. Try again: you will not be charged twice.',
  cartChangedTitle: 'Your cart changed: check the new figures below, then place the order again.',
  orderPlaced: (orderName: string) => `Thank you: order ${orderName} is placed. Pay on delivery.`,
  noOrders: 'You have not placed any orders yet.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  confirmCancel: (orderName: string) => `Cancel order ${orderName}? This cannot be undone.`,
  cancelled: (orderName: string) => `Order ${orderName} is cancelled.`,
  cancelFailed: 'The order was not cancelled. Try again.',
  reorderFailed: 'The lines were not added to your cart. Try again.',
  reordered: 'The order’s lines are in your cart at today’s prices.',
  reorderSame: 'Today they cost the same as when you placed the order.',
  reorderDearer: (difference: string) => `Today they cost ${difference} more than when you placed the order.`,
  reorderCheaper: (difference: string) => `Today they cost ${difference} less than when you placed the order.`,
  reorderUnavailable: (items: string) => `No longer sold, left out of your cart: ${items}.`,
} as const;

/** What the address book's screens say (docs/product.md#address-list, #create-address, #edit-address). */
export const addressBookTexts = {
  noShippingAddress: 'You have no shipping address yet: orders go to your billing address until you add one.',
  confirmDelete: (title: string) => `Delete the shipping address “${title}”? This cannot be undone.`,
  deleted: (title: string) => `The shipping address “${title}” is deleted.`,
  deleteFailed: 'The address was not deleted.',
  defaultChanged: (title: string) => `“${title}” is now your default shipping address.`,
  defaultFailed: 'The default address was not changed.',
  saved: 'The address is saved.',
  notSaved: 'The address was not saved.',
  tryAgain: 'Check your connection and try again.',
} as const;

/** The cart drawer's own texts (docs/product.md#cart-drawer). */
export const cartMessages = {
  loading: 'Pricing your cart…',
  backToProducts: 'Browse products',
  noOffers: 'No offers right now.',
  offerApplied: (discount: string) => `Applied to this cart: ${discount} off.`,
  offerFrom: (minSubtotal: string) => `For a subtotal from ${minSubtotal}.`,
  offerNotBest: 'Another offer takes more off this cart; offers do not add up.',
  taxAtCompanyState: (state: string) =>
    `GST as for delivery within ${state}; at checkout your delivery address decides CGST + SGST or IGST.`,
  retry: 'Try again',
  remove: (line: string) => `Remove ${line}`,
  figuresChanged: 'Prices, offers or GST changed while your cart was open: the figures below are the new ones.',
  quantityProblems: 'Change these quantities before placing the order:',
} as const;
