import { TAX_SPLITS } from '../ordering/constants';
import { WHOLE_IN_BASIS_POINTS } from './basis-points';
import { assertWhole } from './paise';

/** `intra_state`: CGST + SGST; `inter_state`: IGST. */
export type TaxSplit = (typeof TAX_SPLITS)[number];

export interface GstSplit {
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/**
 * The taxable value contained in `net` (a price that includes GST) at `basisPoints` of GST:
 * net × 10000 ⁄ (10000 + basisPoints), rounded half up to a whole paisa. The GST contained is `net` less
 * this, so the two add up to `net` exactly, and neither is ever negative.
 */
export function taxableOf(net: number, basisPoints: number): number {
  assertWhole(net, 'net amount');
  assertWhole(basisPoints, 'basis points');
  const divisor = BigInt(WHOLE_IN_BASIS_POINTS + basisPoints);
  return Number((2n * BigInt(net) * BigInt(WHOLE_IN_BASIS_POINTS) + divisor) / (2n * divisor));
}

const normalState = (state: string) => state.trim().replace(/\s+/g, ' ').toLowerCase();

/** Same state: CGST + SGST; another state: IGST (IGST Act s. 10(1)(a): where the goods' movement ends). */
export function taxSplit(companyState: string, placeOfSupply: string): TaxSplit {
  return normalState(companyState) === normalState(placeOfSupply) ? 'intra_state' : 'inter_state';
}

/** GST split as `split` says; intra-state it is halved and an odd paisa goes to CGST. */
export function splitGst(gst: number, split: TaxSplit): GstSplit {
  assertWhole(gst, 'GST');
  if (split === 'inter_state') return { cgst_paise: 0, sgst_paise: 0, igst_paise: gst };
  const sgst = Math.floor(gst / 2);
  return { cgst_paise: gst - sgst, sgst_paise: sgst, igst_paise: 0 };
}
