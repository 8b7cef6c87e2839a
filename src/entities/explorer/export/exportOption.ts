import type { EChartsCoreOption } from 'echarts/core';

/**
 * The option of a graph exported as a document (PNG, JPEG, the PDF's picture) rather than as it is
 * on screen: derived from the option the chart holds (`chart.getOption()`: the series the user
 * hid through the legend and the zoomed window included), without the zoom slider, with the whole
 * legend on as many rows as it needs instead of the scrolling one and its "1/3" pager, and, for an
 * image file, the graph's name and period on top. Pure: the drawing is offscreenChart.ts's.
 */

/** What the document adds to the chart, and the size it is drawn at (CSS px). */
export interface ExportDocument {
  /** The graph's name on top; null where the page prints its own (the PDF). */
  title: string | null;
  /** The period under the title, in the user's language. */
  subtitle: string | null;
  /**
   * False where the page writes the legend under the picture (the PDF): the picture then has
   * none, rather than two of them. Hidden series stay hidden.
   */
  legend?: boolean;
  width: number;
  /** The width of a legend text at the legend's font (12 px); see offscreenChart.ts. */
  measureText: (text: string) => number;
}

type Component = Record<string, unknown>;

/** Space around the document's content. */
export const DOCUMENT_MARGIN = 24;
const TITLE_SIZE = 20;
const SUBTITLE_SIZE = 14;
/** Title, subtitle and the gaps around them. */
const TITLE_BLOCK = DOCUMENT_MARGIN + 26 + 22 + 8;
/** echarts' legend: a 25 px symbol, 5 px to its text, `itemGap` 10 px between items and rows. */
const LEGEND_SYMBOL = 30;
const LEGEND_GAP = 10;
const LEGEND_ROW = 14;
const LEGEND_PADDING = 5;
/** Between the legend and the plot (the top axis names sit inside the grid's bounds). */
const LEGEND_TO_PLOT = 8;

function isComponent(value: unknown): value is Component {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A component option as echarts allows it, one object or an array, as an array. */
function componentsOf(value: unknown): Component[] {
  if (Array.isArray(value)) return value.filter(isComponent);
  return isComponent(value) ? [value] : [];
}

function seriesNames(option: EChartsCoreOption): string[] {
  return componentsOf(option.series)
    .map((one) => one.name)
    .filter((name): name is string => typeof name === 'string' && name !== '');
}

/** The texts a legend shows: its data's names (or the series'), through its formatter if any. */
function legendTexts(legend: Component, option: EChartsCoreOption): string[] {
  const data = Array.isArray(legend.data) ? (legend.data as unknown[]) : null;
  const names = data
    ? data.map((item) => (isComponent(item) ? item.name : item)).filter((name) => typeof name === 'string')
    : seriesNames(option);
  const { formatter } = legend;
  return [...new Set(names)].map((name) => {
    if (typeof formatter === 'function') {
      const text: unknown = (formatter as (name: string) => unknown)(name);
      return typeof text === 'string' ? text : name;
    }
    return typeof formatter === 'string' ? formatter.replace('{name}', name) : name;
  });
}

/** How many rows a plain legend of these texts takes in `width`, echarts wrapping as a line fills. */
export function legendRows(texts: readonly string[], width: number, measureText: (text: string) => number): number {
  if (texts.length === 0) return 0;
  let rows = 1;
  let used = 0;
  for (const text of texts) {
    const item = LEGEND_SYMBOL + measureText(text);
    if (used > 0 && used + item > width) {
      rows += 1;
      used = 0;
    }
    used += item + LEGEND_GAP;
  }
  return rows;
}

/** The legend's height: rows, the gaps between them and its padding. */
function legendHeight(rows: number): number {
  return rows === 0 ? 0 : rows * LEGEND_ROW + (rows - 1) * LEGEND_GAP + 2 * LEGEND_PADDING;
}

const isSlider = (zoom: Component) => zoom.type === 'slider';

/**
 * The window a zoomed time axis shows, as a share of the period it spans (the explorer's time axes
 * span the period asked for: `min`/`max` in timeKindsOption): null when not zoomed.
 */
export function zoomedPeriod(
  option: EChartsCoreOption,
  period: { start: Date; end: Date },
): { start: Date; end: Date } | null {
  const zoom = componentsOf(option.dataZoom)[0];
  if (!zoom) return null;
  const start = typeof zoom.start === 'number' ? zoom.start : 0;
  const end = typeof zoom.end === 'number' ? zoom.end : 100;
  if (start <= 0 && end >= 100) return null;
  const from = period.start.getTime();
  const span = period.end.getTime() - from;
  return { start: new Date(from + (span * start) / 100), end: new Date(from + (span * end) / 100) };
}

/** A zoom reset to the whole axis (its window given as values would win over the shares). */
function wholePeriod(zoom: Component): Component {
  const whole: Component = { ...zoom, start: 0, end: 100 };
  delete whole.startValue;
  delete whole.endValue;
  return whole;
}

/** The option drawn into an export: see the module's comment. `keepZoom` false draws the whole period. */
export function documentOption(option: EChartsCoreOption, doc: ExportDocument, keepZoom: boolean): EChartsCoreOption {
  const top = doc.title ? TITLE_BLOCK : DOCUMENT_MARGIN / 2;
  const legendWidth = doc.width - 2 * DOCUMENT_MARGIN;
  let legendBottom = top;
  const legend = componentsOf(option.legend).map((one) => {
    if (one.show === false) return one;
    if (doc.legend === false) return { ...one, show: false };
    const rows = legendRows(legendTexts(one, option), legendWidth, doc.measureText);
    legendBottom = Math.max(legendBottom, top + legendHeight(rows));
    return { ...one, type: 'plain', orient: 'horizontal', top, left: DOCUMENT_MARGIN, right: DOCUMENT_MARGIN };
  });
  const zooms = componentsOf(option.dataZoom);
  const hadSlider = zooms.some(isSlider);
  const grid = componentsOf(option.grid).map((one) => ({
    ...one,
    top: legendBottom + LEGEND_TO_PLOT,
    left: DOCUMENT_MARGIN,
    right: DOCUMENT_MARGIN,
    ...(hadSlider ? { bottom: DOCUMENT_MARGIN } : {}),
  }));
  const title = doc.title
    ? [
        {
          text: doc.title,
          subtext: doc.subtitle ?? '',
          left: DOCUMENT_MARGIN,
          top: DOCUMENT_MARGIN - 8,
          itemGap: 6,
          textStyle: { fontSize: TITLE_SIZE, fontWeight: 'bold', color: '#212529' },
          subtextStyle: { fontSize: SUBTITLE_SIZE, color: '#495057' },
        },
      ]
    : [];
  return {
    ...option,
    animation: false,
    title,
    legend,
    grid,
    // A picture has no slider to drag: only the inside zoom stays, and with it the window shown.
    dataZoom: zooms.filter((zoom) => !isSlider(zoom)).map((zoom) => (keepZoom ? zoom : wholePeriod(zoom))),
    tooltip: { show: false },
  };
}
