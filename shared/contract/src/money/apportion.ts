import { assertWhole } from './paise';

/**
 * `total` shared out in proportion to `weights`, in whole paise that add up to it exactly (largest
 * remainder): each share is rounded down, then the paise left over go one each to the largest remainders,
 * the earlier line first on a tie. A share never exceeds its weight when the total does not exceed theirs,
 * so a discount spread this way leaves no line below zero.
 *
 * A total of 0 gives every line 0, whatever the weights. A total above 0 over weights that are all 0 is
 * refused: no proportion exists, and handing it to one line (a discount on a line of ₹0) would leave that
 * line a negative taxable value.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  assertWhole(total, 'total');
  for (const weight of weights) assertWhole(weight, 'weight');
  const sum = weights.reduce((a, b) => a + b, 0);
  assertWhole(sum, 'sum of the weights');
  if (total === 0) return weights.map(() => 0);
  if (sum === 0) throw new RangeError('a total above 0 cannot be shared out over weights that are all 0');
  const whole = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const product = BigInt(total) * BigInt(weight);
    return { index, share: Number(product / whole), remainder: product % whole };
  });
  let left = total - parts.reduce((a, part) => a + part.share, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}
