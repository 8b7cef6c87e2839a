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

/**
 * Alert events drawn over a graph, by level: a translucent fill that keeps the curves readable on a
 * light or a dark background (the alpha lets either show through), and an opaque edge that marks
 * where the event starts and ends on both.
 */
export const EVENT_LEVEL_SHADES = {
  info: { fill: 'rgba(34, 139, 230, 0.16)', edge: '#1c7ed6' },
  warning: { fill: 'rgba(250, 176, 5, 0.22)', edge: '#e67700' },
  error: { fill: 'rgba(240, 62, 62, 0.18)', edge: '#e03131' },
  critical: { fill: 'rgba(156, 54, 181, 0.22)', edge: '#ae3ec9' },
} as const;

/**
 * The palette on the dark scheme's background (Mantine dark 7, #242424, and its cards, dark 6): the
 * same hues in the same order, light shades that reach at least 3:1 on both (WCAG 1.4.11). A
 * series keeps its place: the n-th colour of CHART_PALETTE is drawn as the n-th of this one.
 */
export const CHART_PALETTE_DARK = [
  '#38d9a9', // teal 4
  '#ffa94d', // orange 4
  '#91a7ff', // indigo 3
  '#f783ac', // pink 4
  '#a9e34b', // lime 4
  '#e599f7', // grape 3
  '#fcc419', // yellow 5
  '#ced4da', // gray 4
] as const;
/** Threshold lines on the dark background: light red, apart from every dark palette colour. */
export const THRESHOLD_COLOR_DARK = '#ff8787';
