import type { jsPDF } from 'jspdf';
import { colorToRgb, type PdfTypeface } from '../../../src/entities/explorer/export/pdfWriter';
import { formatDate, formatDateTime } from '../../../src/lib/dateFormat';
import { formatNumber } from '../../../src/lib/numberFormat';
import type { ReportSeries } from './reportGraphData';

/*
 * A time graph drawn as vector lines on a PDF page (mm): value axis with round ticks, time axis
 * with the period's dates, one line per series in its colour, gaps left open. Vector rather than a
 * picture of the chart: the mocked server runs without a laid-out page, the lines stay sharp at
 * any zoom and the file stays small.
 */

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const AXIS_WIDTH = 18;
const TIME_AXIS_HEIGHT = 8;
const GRID: [number, number, number] = [222, 226, 230];
const AXIS_TEXT: [number, number, number] = [90, 96, 104];
const DAY_MS = 86_400_000;

/** A round step near `raw` (1, 2, 2.5 or 5 times a power of ten). */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Round ticks covering [min, max], about `count` of them. */
export function valueTicks(min: number, max: number, count = 5): number[] {
  const low = min === max ? min - 1 : min;
  const high = min === max ? max + 1 : max;
  const step = niceStep((high - low) / count);
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick <= high + step * 1e-9; tick += step) ticks.push(Number(tick.toPrecision(12)));
  if ((ticks.at(-1) ?? high) < high) ticks.push(Number(((ticks.at(-1) ?? high) + step).toPrecision(12)));
  return ticks;
}

/** Room between two unit panels of one graph. */
const PANEL_GAP = 4;
const UNIT_LABEL_HEIGHT = 3.5;

/**
 * Draws a graph's series in `box`, one panel per unit stacked top to bottom, each with its own value
 * axis (the unit named above it), so that a kWh series is never read on a bar scale; false when no
 * series has a value (the caller says "no data").
 */
export function drawUnitPanels(
  doc: jsPDF,
  typeface: PdfTypeface,
  box: ChartBox,
  series: readonly ReportSeries[],
  period: { start: number; end: number },
  locale: string,
  dots = false,
): boolean {
  const units = [...new Set(series.map((one) => one.unit))];
  const withValues = units
    .map((unit) => series.filter((one) => one.unit === unit))
    .filter((group) => group.some((one) => one.points.some(([, value]) => value !== null)));
  if (withValues.length === 0) return false;
  const height = (box.height - PANEL_GAP * (withValues.length - 1)) / withValues.length;
  withValues.forEach((group, index) => {
    const top = box.y + index * (height + PANEL_GAP);
    const unit = group[0]?.unit ?? '';
    doc.setFont(typeface.family, 'bold');
    doc.setFontSize(7);
    doc.setTextColor(...AXIS_TEXT);
    if (unit) doc.text(typeface.text(unit), box.x, top, { baseline: 'top' });
    const panel = { x: box.x, y: top + UNIT_LABEL_HEIGHT, width: box.width, height: height - UNIT_LABEL_HEIGHT };
    drawLineChart(doc, typeface, panel, group, period, locale, dots);
  });
  return true;
}

/** Draws the series in `box` on one value axis; false when no series has a value. */
export function drawLineChart(
  doc: jsPDF,
  typeface: PdfTypeface,
  box: ChartBox,
  series: readonly ReportSeries[],
  period: { start: number; end: number },
  locale: string,
  dots = false,
): boolean {
  const values = series.flatMap((one) => one.points.map(([, value]) => value)).filter((v): v is number => v !== null);
  if (values.length === 0) return false;
  // About one tick per 8 mm: a short panel keeps its labels apart.
  const tickCount = Math.max(2, Math.min(5, Math.floor((box.height - TIME_AXIS_HEIGHT) / 8)));
  const ticks = valueTicks(Math.min(...values), Math.max(...values), tickCount);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const plot = {
    x: box.x + AXIS_WIDTH,
    y: box.y,
    width: box.width - AXIS_WIDTH,
    height: box.height - TIME_AXIS_HEIGHT,
  };
  const xOf = (ms: number) => plot.x + ((ms - period.start) / (period.end - period.start)) * plot.width;
  const yOf = (value: number) => plot.y + plot.height - ((value - low) / (high - low || 1)) * plot.height;

  doc.setFont(typeface.family, 'normal');
  doc.setFontSize(7);
  doc.setTextColor(...AXIS_TEXT);
  doc.setLineWidth(0.15);
  doc.setDrawColor(...GRID);
  for (const tick of ticks) {
    const y = yOf(tick);
    doc.line(plot.x, y, plot.x + plot.width, y);
    doc.text(typeface.text(formatNumber(tick, locale, 2)), plot.x - 1.5, y, { align: 'right', baseline: 'middle' });
  }
  const long = period.end - period.start > 3 * DAY_MS;
  const steps = 6;
  for (let index = 0; index <= steps; index += 1) {
    const at = period.start + ((period.end - period.start) * index) / steps;
    const label = long ? formatDate(new Date(at)) : formatDateTime(new Date(at));
    const align = index === 0 ? 'left' : index === steps ? 'right' : 'center';
    doc.text(typeface.text(label), xOf(at), plot.y + plot.height + 2, { align, baseline: 'top' });
  }
  doc.rect(plot.x, plot.y, plot.width, plot.height, 'S');

  doc.setLineWidth(0.35);
  for (const one of series) {
    const [r, g, b] = colorToRgb(one.color);
    doc.setDrawColor(r, g, b);
    doc.setFillColor(r, g, b);
    let previous: [number, number] | null = null;
    for (const [at, value] of one.points) {
      if (value === null || at < period.start || at > period.end) {
        previous = null;
        continue;
      }
      const point: [number, number] = [xOf(at), yOf(value)];
      if (dots) doc.circle(point[0], point[1], 0.4, 'F');
      else if (previous) doc.line(previous[0], previous[1], point[0], point[1]);
      previous = point;
    }
  }
  doc.setLineWidth(0.2);
  return true;
}
