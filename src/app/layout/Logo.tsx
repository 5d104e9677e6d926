/** The Basecamp mark: a tent under a peak, drawn inline (no remote images). */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--brand)" />
      <path d="M5 24 L13 11 L17 17 L20 13 L27 24 Z" fill="#fff" opacity=".9" />
      <path d="M13 24 L16 19 L19 24 Z" fill="var(--brand)" />
    </svg>
  );
}
