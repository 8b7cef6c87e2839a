/** The product's mark: a lightning bolt on the brand colour (decorative; the name is text). */
export function BrandMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="6" fill="var(--mantine-color-teal-9)" />
      <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#ffd43b" />
    </svg>
  );
}
