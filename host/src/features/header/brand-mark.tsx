/**
 * The placeholder brand's mark: a leaf in a circle, in the brand's primary colour. Brand artwork: its colours
 * are the logo's own, the same in both schemes, so they stay in the drawing rather than in the theme.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#1976d2" />
      <path d="M10 21c0-7 5-11 13-12-1 8-5 13-12 13l-1-1z" fill="#fff" />
      <path d="M11 21l7-7" stroke="#1976d2" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
