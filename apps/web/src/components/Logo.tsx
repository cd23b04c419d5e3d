/** The product mark (a signed page). Decorative: always shown next to the product's name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#155e78" />
      <path d="M20 14h18l10 10v26a2 2 0 0 1-2 2H20a2 2 0 0 1-2-2V16a2 2 0 0 1 2-2z" fill="#fff" />
      <path d="M38 14v10h10" fill="#cfe3e9" />
      <path
        d="M24 44c4-6 7-6 9-2s5 4 9-3"
        stroke="#f97a08"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M24 26h10M24 33h16" stroke="#155e78" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
