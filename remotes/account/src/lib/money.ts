/** Rupees as the spec writes its sample totals: Indian digit grouping, up to two decimals (₹3,251.2). */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${Math.abs(amount).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}
