// @vitest-environment node
import type { EChartsCoreOption } from 'echarts/core';
import { hourly } from '../charts/options/testSeries';
import { timeKindsOption } from '../charts/options/timeKindsOption';
import { barPlotOption } from '../charts/options/barPlotOption';
import { documentOption, legendRows, zoomedPeriod, type ExportDocument } from './exportOption';

const power = hourly('Compresseur 1 – Puissance', [1, 2, 3], { id: 1, unit: 'kW' });
const flow = hourly('Tour aéroréfrigérante – Débit', [5, 6, 7], { id: 2, unit: 'm³/h' });
const temperature = hourly('Chaudière – Température départ', [60, 61, 62], { id: 3, unit: '°C' });
const period = { start: new Date('2026-10-01T00:00:00+02:00'), end: new Date('2026-11-01T00:00:00+01:00') };

const doc: ExportDocument = {
  title: 'Utilités – puissances, débits et températures',
  subtitle: 'Période : du 01/10/2026 00:00 au 01/11/2026 00:00',
  width: 1280,
  measureText: (text) => text.length * 7,
};

type Component = Record<string, unknown>;
const list = (value: unknown): Component[] => (Array.isArray(value) ? value : [value]) as Component[];

function threeUnits(): EChartsCoreOption {
  return timeKindsOption({
    kind: 'time-series',
    series: [power, flow, temperature],
    locale: 'fr',
    period: { start: period.start.getTime(), end: period.end.getTime() },
  });
}

describe('documentOption', () => {
  it('has the graph’s name and period on top, no zoom slider, the whole legend and the units on the axes', () => {
    const option = documentOption(threeUnits(), doc, true);
    expect(list(option.title)).toMatchObject([{ text: doc.title, subtext: doc.subtitle }]);
    expect(list(option.dataZoom).map((zoom) => zoom.type)).toEqual(['inside']);
    expect(list(option.legend)).toMatchObject([
      { type: 'plain', data: [power.name, flow.name, temperature.name], left: 24, right: 24 },
    ]);
    expect(list(option.yAxis).map((axis) => axis.name)).toEqual(['kW', 'm³/h', '°C']);
    expect(option.animation).toBe(false);
  });

  it('puts the plot below the legend’s rows, and gives the slider’s room back at the bottom', () => {
    const one = list(documentOption(threeUnits(), doc, true).grid)[0];
    const narrow = list(documentOption(threeUnits(), { ...doc, width: 400 }, true).grid)[0];
    expect(one).toMatchObject({ bottom: 24, outerBoundsContain: 'all' });
    // Three names in 1232 px: one row; in 352 px, three: two more rows of 14 px and their 10 px gaps.
    expect(Number(narrow?.top) - Number(one?.top)).toBe(2 * 24);
  });

  it('keeps the series hidden through the legend and the zoomed window, or draws the whole period', () => {
    const source = threeUnits();
    const held: EChartsCoreOption = {
      ...source,
      legend: list(source.legend).map((legend) => ({ ...legend, selected: { [flow.name]: false } })),
      dataZoom: list(source.dataZoom).map((zoom) => ({ ...zoom, start: 50, end: 75, startValue: 1 })),
    };
    const zoomed = documentOption(held, doc, true);
    expect(list(zoomed.legend)[0]?.selected).toEqual({ [flow.name]: false });
    expect(list(zoomed.dataZoom)).toMatchObject([{ type: 'inside', start: 50, end: 75 }]);
    const whole = list(documentOption(held, doc, false).dataZoom)[0];
    expect(whole).toMatchObject({ start: 0, end: 100 });
    expect(whole).not.toHaveProperty('startValue');
  });

  it('prints no title where the page has its own (the PDF)', () => {
    const option = documentOption(threeUnits(), { ...doc, title: null, subtitle: null }, false);
    expect(option.title).toEqual([]);
    expect(list(option.legend)[0]).toMatchObject({ type: 'plain', top: 12 });
  });

  it('draws no legend where the page writes it under the picture (the PDF), the hidden series still hidden', () => {
    const held = { ...threeUnits(), legend: [{ ...list(threeUnits().legend)[0], selected: { [flow.name]: false } }] };
    const option = documentOption(held, { ...doc, title: null, subtitle: null, legend: false }, false);
    expect(list(option.legend)[0]).toMatchObject({ show: false, selected: { [flow.name]: false } });
    // The plot starts right under the margin, with no legend rows above it.
    const withLegend = documentOption(held, { ...doc, title: null, subtitle: null }, false);
    expect(Number(list(option.grid)[0]?.top)).toBeLessThan(Number(list(withLegend.grid)[0]?.top));
  });

  it('leaves a hidden legend hidden (the bar plot names its bars under them)', () => {
    const bars = barPlotOption({
      rows: [{ name: 'Four', unit: 'kWh', color: '#087f5b', value: 3 }],
      locale: 'fr',
      valueName: 'Valeur',
    });
    expect(documentOption(bars, doc, true).legend).toEqual([{ show: false }]);
  });
});

describe('zoomedPeriod', () => {
  it('is the share of the period the zoom shows, null when not zoomed', () => {
    const day = 86_400_000;
    const days = { start: new Date(0), end: new Date(10 * day) };
    expect(zoomedPeriod({ dataZoom: [{ type: 'inside', start: 20, end: 50 }] }, days)).toEqual({
      start: new Date(2 * day),
      end: new Date(5 * day),
    });
    expect(zoomedPeriod({ dataZoom: [{ type: 'inside', start: 0, end: 100 }] }, days)).toBeNull();
    expect(zoomedPeriod({}, days)).toBeNull();
  });
});

describe('legendRows', () => {
  it('wraps the legend as echarts does when a row is full', () => {
    const measure = (text: string) => text.length * 10;
    // Each item: 30 px of symbol, then its text, then 10 px to the next.
    expect(legendRows(['aaaa', 'bbbb', 'cccc'], 150, measure)).toBe(2);
    expect(legendRows(['aaaa', 'bbbb', 'cccc'], 1000, measure)).toBe(1);
    expect(legendRows([], 1000, measure)).toBe(0);
  });
});
