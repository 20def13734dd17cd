const PATHS = {
  down: 'm6 9 6 6 6-6',
  up: 'm18 15-6-6-6 6',
  left: 'm15 18-6-6 6-6',
  right: 'm9 18 6-6-6-6',
} as const;

/** A chevron drawn in the text's colour (a disclosure's state, a gallery's arrows); hidden from assistive technology. */
export function ChevronIcon({ direction, size = 20 }: { direction: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={PATHS[direction]} />
    </svg>
  );
}
