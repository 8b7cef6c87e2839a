import { CHART_PALETTE, CHART_PALETTE_DARK, THRESHOLD_COLOR, THRESHOLD_COLOR_DARK } from './palette';

/**
 * The charts' two echarts themes, registered in echartsSetup.ts, and the recolouring between them.
 * Options are built once, in the light scheme's colours (the builders set the palette on each
 * option, and threshold lines their red); a chart drawn on the dark scheme gets them swapped for
 * their dark counterparts. Exports are always light: they read the drawn chart's option back, dark
 * colours and the dark theme's merged-in texts included, and swap them back before drawing.
 */
export type ChartScheme = 'light' | 'dark';

export const CHART_THEME = 'wattsight';
export const CHART_THEME_DARK = 'wattsight-dark';

/** The theme exports draw with, whatever the scheme on screen. */
export const EXPORT_CHART_THEME = CHART_THEME;

export function chartThemeFor(scheme: ChartScheme): string {
  return scheme === 'dark' ? CHART_THEME_DARK : CHART_THEME;
}

export const lightChartTheme = { color: [...CHART_PALETTE] };

/*
 * One value per role, each distinct, so that an export finds its light counterpart (DARK_TO_LIGHT):
 * texts at least 4.5:1 on dark 7 and dark 6, lines at least 3:1, the grid's split lines faint.
 */
const DARK = {
  text: '#c9c9ca',
  axisLabel: '#c1c2c5',
  axisName: '#c1c2c6',
  axisLine: '#909296',
  splitLine: '#3a3b3f',
  legendText: '#c9c9cb',
  legendInactive: '#6b6d73',
  tooltipBackground: '#2e2e2f',
  tooltipBorder: '#5c5f66',
  tooltipText: '#e9ecef',
} as const;

const axis = {
  axisLine: { lineStyle: { color: DARK.axisLine } },
  axisTick: { lineStyle: { color: DARK.axisLine } },
  axisLabel: { color: DARK.axisLabel },
  splitLine: { lineStyle: { color: [DARK.splitLine] } },
  nameTextStyle: { color: DARK.axisName },
};

/*
 * Only what the base chunk registers (echartsSetup.ts): echarts copies a theme's entry for a component
 * it does not know into the option itself, which an export then reads back as a component to draw (a
 * visual map, a title). The on-demand parts keep echarts' defaults.
 */
export const darkChartTheme = {
  color: [...CHART_PALETTE_DARK],
  backgroundColor: 'transparent',
  textStyle: { color: DARK.text },
  legend: {
    textStyle: { color: DARK.legendText },
    inactiveColor: DARK.legendInactive,
    pageTextStyle: { color: DARK.legendText },
    pageIconColor: DARK.legendText,
    pageIconInactiveColor: DARK.legendInactive,
  },
  tooltip: {
    backgroundColor: DARK.tooltipBackground,
    borderColor: DARK.tooltipBorder,
    textStyle: { color: DARK.tooltipText },
  },
  categoryAxis: axis,
  valueAxis: axis,
  timeAxis: axis,
  logAxis: axis,
};

function pairs(from: readonly string[], to: readonly string[]): [string, string][] {
  return from.map((color, index): [string, string] => [color.toLowerCase(), to[index] ?? color]);
}

const LIGHT_TO_DARK = new Map<string, string>([
  ...pairs(CHART_PALETTE, CHART_PALETTE_DARK),
  [THRESHOLD_COLOR.toLowerCase(), THRESHOLD_COLOR_DARK],
]);

/** echarts' own light defaults for what the dark theme sets (its default theme). */
const DARK_TO_LIGHT = new Map<string, string>([
  ...pairs(CHART_PALETTE_DARK, CHART_PALETTE),
  [THRESHOLD_COLOR_DARK.toLowerCase(), THRESHOLD_COLOR],
  [DARK.text, '#333333'],
  [DARK.axisLabel, '#6E7079'],
  [DARK.axisName, '#6E7079'],
  [DARK.axisLine, '#6E7079'],
  [DARK.splitLine, '#E0E6F1'],
  [DARK.legendText, '#333333'],
  [DARK.legendInactive, '#cccccc'],
  [DARK.tooltipBackground, '#ffffff'],
  [DARK.tooltipBorder, '#cccccc'],
  [DARK.tooltipText, '#666666'],
]);

/** WCAG relative luminance of a "#rrggbb" colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The dark scheme's body (Mantine dark 7), behind every chart. */
const DARK_BACKGROUND = '#242424';

function mixWithWhite(hex: string, share: number): string {
  const mixed = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16);
    return Math.round(channel + (255 - channel) * share)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${mixed.join('')}`;
}

/** Colours lightened for the dark background, and the colour each was: exports draw the latter. */
const lightenedFrom = new Map<string, string>();

/**
 * A colour the option sets, as drawn on the dark background: the palette's own counterpart, or a
 * colour of the user's choosing (a variable's) lightened until it reaches 3:1 (WCAG 1.4.11).
 */
function darkColour(color: string): string {
  const mapped = LIGHT_TO_DARK.get(color.toLowerCase());
  if (mapped) return mapped;
  if (!/^#[0-9a-f]{6}$/i.test(color) || contrastRatio(color, DARK_BACKGROUND) >= 3) return color;
  let share = 0.1;
  let lighter = mixWithWhite(color, share);
  while (contrastRatio(lighter, DARK_BACKGROUND) < 3 && share < 1) {
    share += 0.1;
    lighter = mixWithWhite(color, share);
  }
  lightenedFrom.set(lighter, color);
  return lighter;
}

function lightColour(color: string): string {
  const key = color.toLowerCase();
  return DARK_TO_LIGHT.get(key) ?? lightenedFrom.get(key) ?? color;
}

/**
 * A copy of `value` with each string passed through `colour`. Series data (arrays of numbers or
 * of [time, value] pairs, up to hundreds of thousands of points) is passed through as it is.
 */
function recolour<T>(value: T, colour: (color: string) => string): T {
  if (typeof value === 'string') return (value.startsWith('#') ? colour(value) : value) as T;
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    if (typeof first === 'number' || Array.isArray(first)) return value;
    return value.map((item: unknown) => recolour(item, colour)) as T;
  }
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, recolour(item, colour)])) as T;
}

type Entry = Record<string, unknown>;

function entriesOf(value: unknown): Entry[] {
  const list: unknown[] = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((item): item is Entry => typeof item === 'object' && item !== null);
}

function withTextColour(part: unknown): Entry {
  const entry = typeof part === 'object' && part !== null ? (part as Entry) : {};
  return entry.color === undefined ? { ...entry, color: DARK.text } : entry;
}

/**
 * The texts of the on-demand parts, which the dark theme leaves out (see above) and echarts draws
 * in dark grey: a gauge's ticks, name and value, a visual map's labels.
 */
function darkPartTexts<T>(option: T): T {
  if (typeof option !== 'object' || option === null) return option;
  const source = option as Entry;
  const next: Entry = { ...source };
  if (source.series !== undefined) {
    next.series = entriesOf(source.series).map((series) =>
      series.type === 'gauge'
        ? {
            ...series,
            axisLabel: withTextColour(series.axisLabel),
            title: withTextColour(series.title),
            detail: withTextColour(series.detail),
          }
        : series,
    );
  }
  if (source.visualMap !== undefined) {
    next.visualMap = entriesOf(source.visualMap).map((map) => ({ ...map, textStyle: withTextColour(map.textStyle) }));
  }
  return next as T;
}

/** The option as drawn in `scheme`: the palette and threshold colours of the dark scheme there. */
export function optionForScheme<T>(option: T, scheme: ChartScheme): T {
  return scheme === 'dark' ? darkPartTexts(recolour(option, darkColour)) : option;
}

/** An option read from a chart drawn in either scheme, in the light colours exports are drawn in. */
export function lightExportOption<T>(option: T): T {
  return recolour(option, lightColour);
}
