/**
 * Money is an integer number of paise everywhere (docs/decisions/0013). One way to show it, for the
 * browsers' screens and the server's SMS and mail: ₹3,251.20 for 325120, with Indian digit grouping.
 */
export function formatRupees(paise: number): string {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const rest = String(Math.abs(paise) % 100).padStart(2, '0');
  return `${paise < 0 ? '−' : ''}₹${rupees.toLocaleString('en-IN')}.${rest}`;
}
