/**
 * A drawn sachet for cart lines whose artwork the account remote has no copy of. Pack artwork: the
 * sachet's printed colours, the same in both schemes like a product photo, so they stay in the drawing.
 */
export function PackThumbnail() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" width="100%" height="100%">
      <rect x="14" y="6" width="36" height="52" rx="4" fill="#1976d2" />
      <path d="M14 12h36M14 52h36" stroke="#ffffff" strokeWidth="2" strokeDasharray="2 2" />
      <circle cx="32" cy="30" r="9" fill="#ffffff" opacity="0.9" />
      <path d="M27 30c2-5 8-5 10 0-2 5-8 5-10 0z" fill="#2e7d32" />
    </svg>
  );
}
