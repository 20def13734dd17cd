import { type CartSnapshot, type cartChangeSchema, orderingMessages as m } from '@site/contract';
import { formatRupees } from '@site/contract/money';
import type { z } from 'zod';

export type CartChange = z.infer<typeof cartChangeSchema>;

/** What differs between the cart the retailer saw and the cart now, in words. */
export function cartChanges(seen: CartSnapshot | null, now: CartSnapshot): CartChange[] {
  const changes: CartChange[] = [];
  for (const line of now.lines) {
    if (!line.available) {
      changes.push({ item_code: line.item_code, field: 'stock', text: m.lineShort(line.item_name) });
    }
  }
  if (!seen) {
    changes.push({ item_code: null, field: 'lines', text: m.cartChangedUnseen });
    return changes;
  }
  const before = new Map(seen.lines.map((line) => [line.item_code, line]));
  const after = new Map(now.lines.map((line) => [line.item_code, line]));
  for (const line of now.lines) {
    const old = before.get(line.item_code);
    if (!old) changes.push({ item_code: line.item_code, field: 'lines', text: m.lineAdded(line.item_name) });
    else {
      if (old.qty !== line.qty)
        changes.push({
          item_code: line.item_code,
          field: 'lines',
          text: m.lineQuantityChanged(line.item_name, old.qty, line.qty),
        });
      if (old.rate_paise !== line.rate_paise)
        changes.push({
          item_code: line.item_code,
          field: 'price',
          text: m.linePriceChanged(line.item_name, formatRupees(old.rate_paise), formatRupees(line.rate_paise)),
        });
    }
  }
  for (const line of seen.lines) {
    if (!after.has(line.item_code))
      changes.push({ item_code: line.item_code, field: 'lines', text: m.lineRemoved(line.item_name) });
  }
  // Field by field: the snapshot the browser sent back need not keep the order of its keys.
  const schemeKey = (scheme: CartSnapshot['scheme']) =>
    scheme ? `${scheme.name}/${scheme.discount_basis_points}/${scheme.max_discount_paise}` : '';
  if (schemeKey(seen.scheme) !== schemeKey(now.scheme)) {
    changes.push({ item_code: null, field: 'scheme', text: m.schemeChanged });
  }
  if (seen.gst_basis_points !== now.gst_basis_points || seen.tax_split !== now.tax_split) {
    changes.push({ item_code: null, field: 'tax', text: m.taxChanged });
  }
  if (seen.shipping_address !== now.shipping_address) {
    changes.push({ item_code: null, field: 'address', text: m.addressChanged });
  }
  if (changes.length === 0) {
    changes.push({ item_code: null, field: 'lines', text: m.cartChangedSinceSeen });
  }
  return changes;
}
