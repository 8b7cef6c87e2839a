// @vitest-environment node
import type { LineSeriesOption } from '../explorerChartOption';
import { hourly, seriesOf, HOUR } from './testSeries';
import { timeKindsOption } from './timeKindsOption';

const power = hourly('Power', [1, null, 3], { id: 1, color: '#c2255c' });
const flow = hourly('Flow', [5, 6, 7], { id: 2, unit: 'm³/h', color: '#4263eb' });

describe('timeKindsOption', () => {
  it.each([
    ['time-series', false, false],
    ['spline', true, false],
    ['area', false, true],
    ['areaspline', true, true],
  ] as const)('%s: a line, smooth %s, area %s, holes kept, no animation', (kind, smooth, area) => {
    const option = timeKindsOption({ kind, series: [power], locale: 'en' });
    const [line] = seriesOf(option) as LineSeriesOption[];
    expect(line).toMatchObject({ type: 'line', name: 'Power', smooth, connectNulls: false, color: '#c2255c' });
    expect(line?.areaStyle !== undefined).toBe(area);
    expect(line?.data).toEqual(power.points.map(([x, y]) => [x, y]));
    expect(option.animation).toBe(false);
  });

  it('column: bars on a time axis, large mode', () => {
    const option = timeKindsOption({ kind: 'column', series: [power], locale: 'en' });
    expect(seriesOf(option)[0]).toMatchObject({ type: 'bar', large: true });
    expect(option.xAxis).toMatchObject({ type: 'time' });
  });

  it('gives one value axis per unit, and zooms inside and with a slider', () => {
    const option = timeKindsOption({ kind: 'time-series', series: [power, flow], locale: 'en' });
    const axes = Array.isArray(option.yAxis) ? option.yAxis : [option.yAxis];
    expect(axes.map((axis) => axis && 'name' in axis && axis.name)).toEqual(['kW', 'm³/h']);
    expect(seriesOf(option).map((one) => (one as LineSeriesOption).yAxisIndex)).toEqual([0, 1]);
    const zoom = Array.isArray(option.dataZoom) ? option.dataZoom : [option.dataZoom];
    expect(zoom.map((one) => one?.type)).toEqual(['inside', 'slider']);
  });

  it('gives three units three shown axes, each named with its unit and coloured like its first series', () => {
    const temperature = hourly('Départ', [60, 61, 62], { id: 3, unit: '°C', color: '#5c940d' });
    const returned = hourly('Retour', [40, 41, 42], { id: 4, unit: '°C', color: '#9c36b5' });
    const option = timeKindsOption({ kind: 'time-series', series: [power, flow, temperature, returned], locale: 'fr' });
    const axes = Array.isArray(option.yAxis) ? option.yAxis : [option.yAxis];
    expect(axes).toHaveLength(3);
    expect(axes).toMatchObject([
      { name: 'kW', position: 'left', offset: 0, axisLine: { lineStyle: { color: '#c2255c' } } },
      { name: 'm³/h', position: 'right', offset: 0, axisLine: { lineStyle: { color: '#4263eb' } } },
      { name: '°C', position: 'right', offset: 60, axisLine: { lineStyle: { color: '#5c940d' } } },
    ]);
    // Shown, every one: no series is left without a scale.
    expect(axes.every((axis) => axis?.show !== false)).toBe(true);
    expect(seriesOf(option).map((one) => (one as LineSeriesOption).yAxisIndex)).toEqual([0, 1, 2, 2]);
  });

  it('decimates min/max before echarts so that a lone peak survives 10,000 points', () => {
    const values = Array.from({ length: 10_000 }, (_, index) => (index === 4321 ? 999 : 1));
    const big = hourly('Power', values);
    const [line] = seriesOf(timeKindsOption({ kind: 'spline', series: [big], locale: 'en' })) as LineSeriesOption[];
    const data = line?.data as [number, number][];
    expect(data.length).toBeLessThanOrEqual(2000);
    expect(data.some(([, y]) => y === 999)).toBe(true);
  });

  it('draws the overlay dashed in the same colour, lighter, with the % in the legend', () => {
    const compared = { of: power, name: 'Power (previous year)', points: [[power.points[0]?.[0] ?? 0, 2]] as const };
    const option = timeKindsOption({
      kind: 'spline',
      series: [power],
      compared: [{ ...compared, points: [[compared.points[0][0] + HOUR, 2]] }],
      legendNotes: { Power: '+4.2 % vs previous year' },
      locale: 'en',
    });
    const [, overlay] = seriesOf(option) as LineSeriesOption[];
    expect(overlay).toMatchObject({ name: 'Power (previous year)', color: '#c2255c' });
    expect(overlay?.lineStyle).toMatchObject({ type: 'dashed', opacity: 0.55 });
    const legend = Array.isArray(option.legend) ? option.legend[0] : option.legend;
    const formatter = legend?.formatter;
    expect(typeof formatter === 'function' ? formatter('Power') : null).toBe('Power  +4.2 % vs previous year');
  });

  it('spans the period asked for, so that missing data shows as a gap', () => {
    const period = { start: Date.UTC(2026, 10, 17), end: Date.UTC(2026, 10, 24) };
    const option = timeKindsOption({ kind: 'area', series: [], locale: 'en', period });
    expect(option.xAxis).toMatchObject({ type: 'time', min: period.start, max: period.end });
  });

  it('shows the points of a sparse line, so that a lone value is a dot rather than nothing', () => {
    const option = timeKindsOption({ kind: 'time-series', series: [power], locale: 'en' });
    expect(seriesOf(option)).toMatchObject([{ showSymbol: true }]);
  });
});
