import { describe, expect, it } from 'vitest';
import {
  apportion,
  basisPointsBelow,
  formatRupees,
  paiseToRupeesText,
  percentOf,
  percentText,
  percentTextToBasisPoints,
  rupeesDecimal,
  rupeesToPaise,
  splitGst,
  taxableOf,
  taxSplit,
  wholePercent,
} from '.';

describe('formatRupees', () => {
  it('always writes two decimals, with Indian digit grouping', () => {
    expect(formatRupees(48_050)).toBe('₹480.50');
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50');
    expect(formatRupees(48_000)).toBe('₹480.00');
    expect(formatRupees(325_120)).toBe('₹3,251.20');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(1_000_000_000)).toBe('₹1,00,00,000.00');
  });

  it('writes a saving with a minus sign, and loses no paisa on the largest safe amount', () => {
    expect(formatRupees(-10_000)).toBe('−₹100.00');
    expect(formatRupees(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
  });

  it.each(['en', 'hi', 'gu'])('writes %s as Intl.NumberFormat does, without building one', (language) => {
    const intl = new Intl.NumberFormat(`${language}-IN`, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const amounts = [0, 1, 99, 100, 99_999, 100_000, 1_234_567, 98_765_432_101, Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 15; digits += 1) amounts.push(Number('9'.repeat(digits)), 10 ** (digits - 1));
    for (const paise of amounts) {
      expect(formatRupees(paise, language), String(paise)).toBe(intl.format(rupeesDecimal(paise) as `${number}`));
    }
    expect(formatRupees(123, 'en')).toBe(formatRupees(123));
  });

  it('groups the Indian way in the languages of India too', () => {
    expect(formatRupees(12_345_650, 'hi')).toBe('₹1,23,456.50');
    expect(formatRupees(12_345_650, 'gu')).toBe('₹1,23,456.50');
  });

  it('refuses a fraction of a paisa rather than round it', () => {
    expect(() => formatRupees(0.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});

describe('rupees in forms and for machines', () => {
  it('reads what an admin types, to the paisa', () => {
    expect(rupeesToPaise('480')).toBe(48_000);
    expect(rupeesToPaise('480.5')).toBe(48_050);
    expect(rupeesToPaise('₹ 1,480.05')).toBe(148_005);
    expect(rupeesToPaise('480.505')).toBeNull();
    expect(rupeesToPaise('-1')).toBeNull();
    expect(rupeesToPaise('')).toBeNull();
  });

  it('writes a form value as an admin would type it, and a plain decimal for machines', () => {
    expect(paiseToRupeesText(48_000)).toBe('480');
    expect(paiseToRupeesText(48_050)).toBe('480.50');
    expect(paiseToRupeesText(5)).toBe('0.05');
    expect(rupeesDecimal(48_000)).toBe('480.00');
    expect(rupeesDecimal(12_345_605)).toBe('123456.05');
  });
});

describe('basis points', () => {
  it('reads a typed percentage from its digits, never through a float', () => {
    expect(percentTextToBasisPoints('18')).toBe(1800);
    expect(percentTextToBasisPoints('12.5')).toBe(1250);
    // 1.1 × 100 is 110.00000000000001 in floats; here it is 110.
    expect(percentTextToBasisPoints('1.1')).toBe(110);
    expect(percentTextToBasisPoints(' 0.01 ')).toBe(1);
    expect(percentTextToBasisPoints('100')).toBe(10_000);
    expect(percentTextToBasisPoints('100.01')).toBeNull();
    expect(percentTextToBasisPoints('12.505')).toBeNull();
    expect(percentTextToBasisPoints('1e2')).toBeNull();
    expect(percentTextToBasisPoints('')).toBeNull();
  });

  it('writes basis points as a percentage without trailing zeros, half a basis point included', () => {
    expect(percentText(1800)).toBe('18');
    expect(percentText(1250)).toBe('12.5');
    expect(percentText(625)).toBe('6.25');
    expect(percentText(1)).toBe('0.01');
    expect(percentText(0)).toBe('0');
    expect(percentText(2000)).toBe('20');
    expect(percentText(1225 / 2)).toBe('6.125');
    expect(() => percentText(0.25)).toThrow(RangeError);
    for (let basisPoints = 0; basisPoints <= 10_000; basisPoints++) {
      if (percentTextToBasisPoints(percentText(basisPoints)) !== basisPoints) throw new Error(`${basisPoints}`);
    }
  });

  it('takes a percentage of an amount, half up to a whole paisa', () => {
    expect(percentOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 1000)).toBe(0); // 0.4 → 0
    expect(percentOf(254_000, 2800)).toBe(71_120);
    expect(percentOf(1, 4000)).toBe(0); // 0.4
    expect(percentOf(2, 2500)).toBe(1); // 0.5
    // The product passes 2^53; the result is exact all the same.
    expect(percentOf(500_000_000_000_000, 1)).toBe(50_000_000_000);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 20_000)).toThrow(RangeError);
  });

  it('says how far a price is below the MRP, and rounds that to a whole percent for a screen', () => {
    expect(basisPointsBelow(65_000, 48_000)).toBe(2615); // 26.153…
    expect(wholePercent(2615)).toBe(26);
    expect(wholePercent(2650)).toBe(27);
    expect(basisPointsBelow(3, 2)).toBe(3333);
    expect(basisPointsBelow(3, 1)).toBe(6667);
    expect(basisPointsBelow(48_000, 48_000)).toBe(0);
    expect(basisPointsBelow(0, 0)).toBe(0);
  });
});

describe('apportion', () => {
  it('shares by largest remainder, the earlier line first on a tie, adding up exactly', () => {
    expect(apportion(10_000, [96_000, 120_000, 48_000])).toEqual([3_636, 4_546, 1_818]);
    // Three equal lines, 2 paise: each is owed 0.67; the first two get them.
    expect(apportion(2, [100, 100, 100])).toEqual([1, 1, 0]);
    expect(apportion(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(apportion(100, [0, 500])).toEqual([0, 100]);
    expect(apportion(0, [10, 20])).toEqual([0, 0]);
  });

  it('gives every line 0 of a zero total, and refuses a total over weights that are all 0', () => {
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
    expect(apportion(0, [])).toEqual([]);
    // Handing it to the first line would make a discount on a line of ₹0, and a negative taxable value.
    expect(() => apportion(100, [0, 0])).toThrow(RangeError);
    expect(() => apportion(7, [])).toThrow(RangeError);
  });

  it('shares products past 2^53 exactly, and refuses what is not whole paise', () => {
    expect(apportion(9_000_000_000_000, [3_000_000_000_000, 6_000_000_000_000])).toEqual([
      3_000_000_000_000, 6_000_000_000_000,
    ]);
    expect(() => apportion(1.5, [1])).toThrow(RangeError);
    expect(() => apportion(1, [-1, 2])).toThrow(RangeError);
  });
});

describe('GST', () => {
  it('rounds the taxable value contained in a price half up to a whole paisa', () => {
    expect(taxableOf(48_000, 4000)).toBe(34_286); // 34285.71
    expect(taxableOf(7, 4000)).toBe(5); // 5.0
    expect(taxableOf(3, 2000)).toBe(3); // 2.5 → 3: the half paisa stays taxable
    expect(taxableOf(1, 10_000)).toBe(1); // 0.5 → 1
    expect(taxableOf(100, 0)).toBe(100);
    expect(taxableOf(10_000_000_000_000, 4000)).toBe(7_142_857_142_857); // net × 10000 is past 2^53: exact
  });

  it('is CGST + SGST when the states match (case and spaces aside), IGST otherwise', () => {
    expect(taxSplit('Gujarat', 'GUJARAT')).toBe('intra_state');
    expect(taxSplit('Tamil Nadu', 'Tamil  Nadu ')).toBe('intra_state');
    expect(taxSplit('Gujarat', 'Maharashtra')).toBe('inter_state');
  });

  it('gives an odd paisa to CGST, always the same way', () => {
    expect(splitGst(101, 'intra_state')).toEqual({ cgst_paise: 51, sgst_paise: 50, igst_paise: 0 });
    expect(splitGst(1, 'intra_state')).toEqual({ cgst_paise: 1, sgst_paise: 0, igst_paise: 0 });
    expect(splitGst(100, 'intra_state')).toEqual({ cgst_paise: 50, sgst_paise: 50, igst_paise: 0 });
    expect(splitGst(101, 'inter_state')).toEqual({ cgst_paise: 0, sgst_paise: 0, igst_paise: 101 });
    expect(() => splitGst(-1, 'inter_state')).toThrow(RangeError);
  });
});
