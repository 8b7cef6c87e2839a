/**
 * Text colours for light and outline badges that keep the WCAG AA contrast (4.5:1) of small text
 * on the badge's own tint. Mantine's light-variant text (shade 6) and even orange 9 or green 9
 * fall short; these are the darkest shades, or darker tones of the same hue where none reaches it.
 */
const TEXT: Record<string, string> = {
  blue: 'blue.9',
  red: 'red.9',
  orange: '#a34100',
  green: '#1f6f31',
  gray: 'dark.6',
};

export function badgeTextColor(color: string): string {
  return TEXT[color] ?? 'dark.7';
}
