/** Throws unless `value` is a whole, non-negative number of paise (or basis points) within safe integers. */
export function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative safe integer`);
}
