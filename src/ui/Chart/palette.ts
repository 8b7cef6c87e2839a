/**
 * spec 000 §9: "A chart palette of eight colours", applied to every chart (registered as the
 * echarts theme in echartsSetup.ts and set on each option the builders make).
 *
 * Taken from the Mantine scales the app theme uses (src/app/theme.ts: primary teal, shade 9), in
 * an order that alternates hue and lightness so that neighbouring series stay apart for common
 * colour-vision deficiencies. Each colour reaches at least 3:1 contrast on white (WCAG 1.4.11,
 * graphical objects); the first is the app's primary colour.
 */
export const CHART_PALETTE = [
  '#087f5b', // teal 9 — the app's primary
  '#e8590c', // orange 8
  '#4263eb', // indigo 7
  '#c2255c', // pink 8
  '#5c940d', // lime 9
  '#9c36b5', // grape 8
  '#b35c00', // dark amber (yellow 9 is below 3:1 on white)
  '#495057', // gray 7
] as const;

/** Shading of the event period and of data-quality marks: light, so the lines stay readable. */
export const PERIOD_SHADE = 'rgba(232, 89, 12, 0.12)';
export const QUALITY_SHADES = {
  com: 'rgba(66, 99, 235, 0.12)',
  nodata: 'rgba(73, 80, 87, 0.16)',
  offline: 'rgba(194, 37, 92, 0.12)',
} as const;
/** Threshold lines: dark red, apart from every palette colour. */
export const THRESHOLD_COLOR = '#c92a2a';
