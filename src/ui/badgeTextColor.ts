/**
 * Text colours for light and outline badges that keep the WCAG AA contrast (4.5:1) of small text
 * on the badge's own tint. Mantine's light-variant text (shade 6) and even orange 9 or green 9
 * fall short; these are the darkest shades, or darker tones of the same hue where none reaches it.
 * In the dark scheme the tint is a deep tone of the hue: its lightest shade reads on it.
 */
const TEXT: Record<string, string> = {
  blue: 'var(--mantine-color-blue-9)',
  red: 'var(--mantine-color-red-9)',
  orange: '#a34100',
  green: '#1f6f31',
  gray: 'var(--mantine-color-dark-6)',
};

export function badgeTextColor(color: string): string {
  const dark = color in TEXT ? `var(--mantine-color-${color}-0)` : 'var(--mantine-color-text)';
  return `light-dark(${TEXT[color] ?? 'var(--mantine-color-dark-7)'}, ${dark})`;
}
