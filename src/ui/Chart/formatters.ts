import type { TooltipComponentFormatterCallbackParams } from 'echarts';
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime } from '../../lib/dateFormat';
import { formatCompactNumber, formatNumber } from '../../lib/numberFormat';

/**
 * Tooltip and axis formatters in the product's formats (spec 000 §9): numbers through
 * numberFormat.ts in the interface language, dates as DD/MM/YYYY HH:mm in the site's zone
 * (echarts would otherwise use the browser's zone and its own English formats).
 *
 * Tooltips are built as DOM nodes with textContent, never as HTML strings: series names come
 * from the data (variable names), and echarts puts a string formatter's result into innerHTML.
 */

type TooltipParams = TooltipComponentFormatterCallbackParams;
type OneParam = Exclude<TooltipParams, unknown[]>;

/** Unit per series: one for all, or one per series index. */
export type SeriesUnits = string | readonly (string | undefined)[] | undefined;

function unitOf(units: SeriesUnits, seriesIndex: number | undefined): string | undefined {
  if (typeof units === 'string' || units === undefined) return units;
  return seriesIndex === undefined ? undefined : units[seriesIndex];
}

/** "1 234,5 kWh"; a hole in the data (null) shows as a dash, not as 0. */
export function formatMeasure(value: number | null | undefined, locale: string, unit?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const text = formatNumber(value, locale);
  return unit ? `${text} ${unit}` : text;
}

/** The y value of a point given as [x, y] (time series) or as a plain value (categories). */
function yOf(param: OneParam): number | null {
  const value: unknown = param.value;
  const y: unknown = Array.isArray(value) ? value[1] : value;
  return typeof y === 'number' ? y : null;
}

function line(param: OneParam, text: string): HTMLElement {
  const row = document.createElement('div');
  const swatch = document.createElement('span');
  swatch.setAttribute('aria-hidden', 'true');
  swatch.style.cssText = 'display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px';
  if (typeof param.color === 'string') swatch.style.backgroundColor = param.color;
  row.append(swatch, document.createTextNode(text));
  return row;
}

function tooltipBox(title: string, params: TooltipParams, describe: (param: OneParam) => string): HTMLElement {
  const box = document.createElement('div');
  const heading = document.createElement('div');
  heading.style.fontWeight = '600';
  heading.textContent = title;
  box.append(heading);
  for (const param of Array.isArray(params) ? params : [params]) box.append(line(param, describe(param)));
  return box;
}

/** The x of the hovered point: the axis value on axis trigger, else the point's own x. */
function xOf(params: TooltipParams): number | string | undefined {
  const first = Array.isArray(params) ? params[0] : params;
  if (!first) return undefined;
  const axisValue = (first as { axisValue?: unknown }).axisValue;
  if (typeof axisValue === 'number' || typeof axisValue === 'string') return axisValue;
  const value: unknown = first.value;
  const x: unknown = Array.isArray(value) ? value[0] : undefined;
  return typeof x === 'number' || typeof x === 'string' ? x : undefined;
}

/**
 * Tooltip of a time chart (axis trigger): the instant as DD/MM/YYYY HH:mm, then one line per
 * series "name: value unit".
 */
export function timeSeriesTooltipFormatter(
  locale: string,
  units?: SeriesUnits,
  timeZone: string = DEFAULT_TIME_ZONE,
): (params: TooltipParams) => HTMLElement {
  return (params) =>
    tooltipBox(formatDateTime(xOf(params), timeZone), params, (param) => {
      const measure = formatMeasure(yOf(param), locale, unitOf(units, param.seriesIndex));
      return `${param.seriesName ?? ''}: ${measure}`;
    });
}

/** Tooltip of a category chart: the category, then one line per series. */
export function categoryTooltipFormatter(locale: string, units?: SeriesUnits): (params: TooltipParams) => HTMLElement {
  return (params) => {
    const first = Array.isArray(params) ? params[0] : params;
    return tooltipBox(first?.name ?? '', params, (param) => {
      const measure = formatMeasure(yOf(param), locale, unitOf(units, param.seriesIndex));
      return `${param.seriesName ?? ''}: ${measure}`;
    });
  };
}

/**
 * Time-axis labels: the time between days, the date alone on day ticks. echarts puts day ticks at
 * midnight in the browser's zone, which is the site's zone's midnight only when both agree: a day
 * tick is either, so that a browser elsewhere does not label every day "01:00".
 */
export function timeAxisLabelFormatter(timeZone: string = DEFAULT_TIME_ZONE): (value: number) => string {
  return (value) => {
    const text = formatDateTime(value, timeZone);
    const [day, time] = text.split(' ');
    if (!day || !time) return text;
    const browserTime = new Date(value);
    const browserMidnight = browserTime.getHours() === 0 && browserTime.getMinutes() === 0;
    // One line per label (two-line labels collide on narrow charts; the tooltip has both).
    return time === '00:00' || browserMidnight ? formatDate(value, timeZone) : time;
  };
}

/** Value-axis labels in compact form (fr 1,5 k / 2 M / 7 Md, en 1.5K / 2M / 7B), spec 000 §9. */
export function valueAxisLabelFormatter(locale: string): (value: number) => string {
  return (value) => formatCompactNumber(value, locale);
}
