// @vitest-environment jsdom
import type { TooltipComponentFormatterCallbackParams } from 'echarts';
import type { LineSeriesOption } from './chartOption';
import { categoryBarOption } from './categoryBarOption';
import { CHART_PALETTE } from './palette';
import { timeSeriesOption } from './timeSeriesOption';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-16T09:00:00Z'); // 10:00 in Paris

function points(length: number, value: (index: number) => number | null) {
  return Array.from({ length }, (_, index) => [START + index * HOUR, value(index)] as const);
}

function lineSeries(option: ReturnType<typeof timeSeriesOption>): LineSeriesOption[] {
  const { series } = option;
  return (Array.isArray(series) ? series : [series]) as LineSeriesOption[];
}

type Formatter = (params: TooltipComponentFormatterCallbackParams) => HTMLElement;

function tooltipOf(option: { tooltip?: unknown }): Formatter {
  const tooltip = option.tooltip as { formatter?: unknown } | undefined;
  if (typeof tooltip?.formatter !== 'function') throw new Error('no tooltip formatter');
  return tooltip.formatter as Formatter;
}

const param = (seriesIndex: number, seriesName: string, value: unknown, extra: object = {}) =>
  ({ seriesIndex, seriesName, value, color: CHART_PALETTE[seriesIndex], ...extra }) as never;

describe('timeSeriesOption', () => {
  it('uses a time axis, the eight-colour palette, zoom, legend and no echarts sampling', () => {
    const option = timeSeriesOption({
      series: [{ name: 'Puissance', unit: 'kW', points: points(10, (i) => i) }],
      locale: 'fr',
    });
    expect(option.color).toEqual([...CHART_PALETTE]);
    expect(CHART_PALETTE).toHaveLength(8);
    expect(new Set(CHART_PALETTE).size).toBe(8);
    expect(option.xAxis).toMatchObject({ type: 'time' });
    expect(option.dataZoom).toEqual([
      expect.objectContaining({ type: 'inside' }),
      expect.objectContaining({ type: 'slider' }),
    ]);
    expect(option.legend).toMatchObject({ data: ['Puissance'] });
    const [series] = lineSeries(option);
    expect(series).toMatchObject({ type: 'line', showSymbol: false, connectNulls: false });
    expect(series?.sampling).toBeUndefined();
  });

  it('draws thresholds as mark lines and the event period as a mark area', () => {
    const option = timeSeriesOption({
      series: [{ name: 'Puissance', unit: 'kW', points: points(10, (i) => i) }],
      thresholds: [{ label: 'Seuil haut', value: 1234.5 }],
      shadedPeriod: { start: START + 2 * HOUR, end: START + 5 * HOUR, label: 'Événement' },
      qualityMarks: [{ start: START + 6 * HOUR, end: START + 7 * HOUR, label: 'nodata' }],
      qualityLabelText: { nodata: 'Pas de données' },
      locale: 'fr',
    });
    const [series] = lineSeries(option);
    expect(series?.markLine?.data).toEqual([
      expect.objectContaining({
        name: 'Seuil haut',
        yAxis: 1234.5,
        label: expect.objectContaining({ formatter: 'Seuil haut: 1\u202f234,5' }) as unknown,
      }),
    ]);
    expect(series?.markArea?.data).toEqual([
      [expect.objectContaining({ name: 'Événement', xAxis: START + 2 * HOUR }), { xAxis: START + 5 * HOUR }],
      [expect.objectContaining({ name: 'Pas de données', xAxis: START + 6 * HOUR }), { xAxis: START + 7 * HOUR }],
    ]);
  });

  it('stretches the thresholds axis so that a threshold far from the values stays in view', () => {
    const option = timeSeriesOption({
      series: [{ name: 'Température', unit: '°C', points: points(10, (i) => 20 + i / 10) }],
      thresholds: [
        { label: 'Seuil haut', value: 25 },
        { label: 'Seuil bas', value: 15 },
      ],
      locale: 'fr',
    });
    const [axis] = option.yAxis as {
      min: (range: { min: number }) => number;
      max: (range: { max: number }) => number;
    }[];
    expect(axis?.max({ max: 20.9 })).toBe(25);
    expect(axis?.min({ min: 20 })).toBe(15);
    expect(axis?.max({ max: 30 })).toBe(30);
  });

  it('keeps the marks on an empty carrier series when there is no data', () => {
    const option = timeSeriesOption({ series: [], thresholds: [{ label: 'Seuil', value: 3 }], locale: 'en' });
    expect(lineSeries(option)).toHaveLength(1);
    expect(lineSeries(option)[0]?.markLine?.data).toHaveLength(1);
  });

  it('decimates each series with min/max, keeping peaks', () => {
    const option = timeSeriesOption({
      series: [{ name: 'Index', points: points(10_000, (i) => (i === 6543 ? 999 : 1)) }],
      locale: 'fr',
      maxPointsPerSeries: 500,
    });
    const data = lineSeries(option)[0]?.data as [number, number][];
    expect(data.length).toBeLessThanOrEqual(500);
    expect(data).toContainEqual([START + 6543 * HOUR, 999]);
    const defaulted = timeSeriesOption({ series: [{ name: 'Index', points: points(10_000, () => 1) }], locale: 'fr' });
    expect((lineSeries(defaulted)[0]?.data as unknown[]).length).toBeLessThanOrEqual(2000);
  });

  it('gives one value axis per unit and puts each series on its own', () => {
    const option = timeSeriesOption({
      series: [
        { name: 'Puissance', unit: 'kW', points: points(3, () => 1) },
        { name: 'Température', unit: '°C', points: points(3, () => 1) },
        { name: 'Puissance 2', unit: 'kW', points: points(3, () => 1) },
        { name: 'Débit', unit: 'm³/h', points: points(3, () => 1) },
      ],
      locale: 'fr',
    });
    // Three units, three axes: the third further right, coloured like its series (the palette's fourth).
    expect(option.yAxis).toMatchObject([
      { name: 'kW', position: 'left' },
      { name: '°C', position: 'right', offset: 0 },
      { name: 'm³/h', position: 'right', offset: 60, axisLine: { lineStyle: { color: CHART_PALETTE[3] } } },
    ]);
    expect(lineSeries(option).map((series) => series.yAxisIndex)).toEqual([0, 1, 0, 2]);
  });

  it("formats the tooltip with the Paris date and the language's numbers, as text", () => {
    const option = timeSeriesOption({
      series: [
        { name: 'Puissance', unit: 'kW', points: points(3, () => 1) },
        { name: '<img src=x onerror=alert(1)>', unit: '°C', points: points(3, () => 1) },
      ],
      locale: 'fr',
    });
    const element = tooltipOf(option)([
      param(0, 'Puissance', [START, 1234.567], { axisValue: START }),
      param(1, '<img src=x onerror=alert(1)>', [START, null], { axisValue: START }),
    ] as never);
    expect(element.textContent).toBe('16/11/2026 10:00Puissance: 1\u202f234,57 kW<img src=x onerror=alert(1)>: –');
    expect(element.querySelector('img')).toBeNull();
    const en = timeSeriesOption({ series: [{ name: 'Power', unit: 'kW', points: points(3, () => 1) }], locale: 'en' });
    expect(tooltipOf(en)([param(0, 'Power', [START, 1234.567], { axisValue: START })] as never).textContent).toBe(
      '16/11/2026 10:00Power: 1,234.57 kW',
    );
  });

  it('labels the axes in the product formats', () => {
    const option = timeSeriesOption({ series: [{ name: 'P', points: points(3, () => 1) }], locale: 'fr' });
    const xLabel = (option.xAxis as { axisLabel: { formatter: (value: number) => string } }).axisLabel.formatter;
    expect(xLabel(START)).toBe('10:00');
    expect(xLabel(Date.parse('2026-11-16T23:00:00Z'))).toBe('17/11/2026');
    // echarts puts day ticks at the browser's midnight, whatever the site's zone.
    expect(xLabel(new Date(2026, 10, 18, 0, 0).getTime())).toBe('18/11/2026');
    const [yAxis] = option.yAxis as { axisLabel: { formatter: (value: number) => string } }[];
    expect(yAxis?.axisLabel.formatter(1500)).toBe('1,5\u202Fk');
  });
});

describe('categoryBarOption', () => {
  it('builds bars per category with the palette and a number tooltip', () => {
    const option = categoryBarOption({
      categories: ['Critique', 'Majeure'],
      series: [
        { name: 'Nouveaux', values: [3, 1500], stack: 'status' },
        { name: 'Vus', values: [null, 2], stack: 'status' },
      ],
      locale: 'fr',
    });
    expect(option.color).toEqual([...CHART_PALETTE]);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Critique', 'Majeure'] });
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'Nouveaux', data: [3, 1500], stack: 'status' }),
      expect.objectContaining({ type: 'bar', name: 'Vus', data: [null, 2], stack: 'status' }),
    ]);
    const text = tooltipOf(option)([
      param(0, 'Nouveaux', 1500, { name: 'Majeure' }),
      param(1, 'Vus', 2, { name: 'Majeure' }),
    ] as never).textContent;
    expect(text).toBe('MajeureNouveaux: 1\u202f500Vus: 2');
  });

  it('names every category, long names wrapped rather than skipped', () => {
    const categories = ['Critique', 'Majeure', 'Mineure', 'Information'];
    const option = categoryBarOption({
      categories,
      series: [{ name: 'Événements', values: [1, 2, 3, 4] }],
      locale: 'fr',
    });
    expect(option.xAxis).toMatchObject({
      data: categories,
      axisLabel: { interval: 0, hideOverlap: false, overflow: 'break' },
    });
    // One series: one legend entry, in the palette's first colour, which every bar takes.
    expect(option.legend).toMatchObject({ data: ['Événements'] });
    expect(option.color).toEqual([...CHART_PALETTE]);
    expect(option.series).toMatchObject([{ type: 'bar', name: 'Événements' }]);
    expect((option.series as { itemStyle?: unknown }[])[0]?.itemStyle).toBeUndefined();
  });

  it('puts the categories on the vertical axis for horizontal bars', () => {
    const option = categoryBarOption({
      categories: ['A'],
      series: [{ name: 'S', values: [1] }],
      locale: 'en',
      horizontal: true,
    });
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['A'] });
    expect(option.xAxis).toMatchObject({ type: 'value' });
  });
});
