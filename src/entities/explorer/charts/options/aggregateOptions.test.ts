// @vitest-environment node
import { barPlotOption } from './barPlotOption';
import { bulletOption } from './bulletOption';
import { gaugeBands, gaugeOption } from './gaugeOption';
import { seriesOf } from './testSeries';

const rows = [
  { name: 'Chaudière', unit: 'kWh', color: '#087f5b', value: 120 },
  { name: 'Compresseur', unit: 'kWh', color: '#e8590c', value: 80 },
];

describe('barPlotOption', () => {
  it('draws one bar per variable with its aggregate and colour, the shared unit on the axis', () => {
    const option = barPlotOption({ rows, locale: 'fr', valueName: 'Valeur' });
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Chaudière', 'Compresseur'] });
    expect(option.yAxis).toMatchObject({ name: 'kWh' });
    expect(seriesOf(option)[0]).toMatchObject({
      type: 'bar',
      data: [
        { value: 120, itemStyle: { color: '#087f5b' } },
        { value: 80, itemStyle: { color: '#e8590c' } },
      ],
    });
  });
});

describe('barPlotOption labels', () => {
  it('names every bar under it, long names wrapped, and shows no legend of one colour for bars of several', () => {
    const four = ['Four – Énergie active', 'Pompe eau glacée – Énergie active', 'Compresseur 1', 'Groupe froid 2'];
    const option = barPlotOption({
      rows: four.map((name, index) => ({ name, unit: 'kWh', color: `#00000${index}`, value: index })),
      locale: 'fr',
      valueName: 'Valeur',
    });
    expect(option.xAxis).toMatchObject({
      data: four,
      axisLabel: { interval: 0, hideOverlap: false, overflow: 'break', width: 112 },
    });
    expect(option.legend).toEqual({ show: false });
    const [series] = seriesOf(option) as { data: { itemStyle: { color: string } }[] }[];
    expect(series?.data.map((bar) => bar.itemStyle.color)).toEqual(['#000000', '#000001', '#000002', '#000003']);
  });
});

describe('barPlotOption over several units', () => {
  it('never measures bars of different units on one axis: one value axis per unit, each bar on its own', () => {
    const mixed = [
      { name: 'Compresseur', unit: 'kWh', color: '#087f5b', value: 1200 },
      { name: 'Tour', unit: 'm3', color: '#e8590c', value: 35 },
      { name: 'Four', unit: 'kWh', color: '#1c7ed6', value: 800 },
    ];
    const option = barPlotOption({ rows: mixed, locale: 'en', valueName: 'Value' });
    expect(option.yAxis).toMatchObject([
      { name: 'kWh', position: 'left', axisLine: { lineStyle: { color: '#087f5b' } } },
      { name: 'm3', position: 'right', axisLine: { lineStyle: { color: '#e8590c' } } },
    ]);
    const series = seriesOf(option) as { yAxisIndex: number; data: ({ value: number } | null)[] }[];
    expect(series.map((one) => one.yAxisIndex)).toEqual([0, 1]);
    expect(series.map((one) => one.data.map((bar) => bar?.value ?? null))).toEqual([
      [1200, null, 800],
      [null, 35, null],
    ]);
  });
});

describe('bulletOption', () => {
  it('draws the value bars on a track and the target as a marker', () => {
    const option = bulletOption({ rows, target: 150, locale: 'en', valueName: 'Value', targetName: 'Target' });
    const [bars] = seriesOf(option);
    expect(bars).toMatchObject({ type: 'bar', showBackground: true });
    expect(bars).toMatchObject({ markLine: { data: [{ name: 'Target', xAxis: 150 }] } });
    const max = (option.xAxis as { max: (extent: { max: number }) => number }).max;
    expect(max({ max: 120 })).toBe(150);
  });

  it('measures bars of different units on their own axes, the target on the first variable’s', () => {
    const mixed = [
      { name: 'Four', unit: 'MWh', color: '#087f5b', value: 120 },
      { name: 'Chaudière', unit: 'Nm3', color: '#e8590c', value: 9_000 },
    ];
    const option = bulletOption({ rows: mixed, target: 150, locale: 'en', valueName: 'Value', targetName: 'Target' });
    expect(option.xAxis).toMatchObject([{ name: 'MWh' }, { name: 'Nm3' }]);
    const [first, second] = seriesOf(option) as { xAxisIndex: number; data: unknown[]; markLine?: unknown }[];
    expect(first).toMatchObject({ xAxisIndex: 0, data: [{ value: 120 }, null], markLine: { data: [{ xAxis: 150 }] } });
    expect(second).toMatchObject({ xAxisIndex: 1, data: [null, { value: 9_000 }] });
    expect(second).not.toHaveProperty('markLine');
  });

  it('gives a third unit its own shown axis, stacked above the second', () => {
    const three = [
      { name: 'Four', unit: 'MWh', color: '#087f5b', value: 120 },
      { name: 'Chaudière', unit: 'Nm3', color: '#e8590c', value: 9_000 },
      { name: 'Tour', unit: 'm3', color: '#4263eb', value: 35 },
    ];
    const option = bulletOption({ rows: three, locale: 'en', valueName: 'Value', targetName: 'Target' });
    expect(option.xAxis).toMatchObject([
      { name: 'MWh', position: 'bottom', offset: 0 },
      { name: 'Nm3', position: 'top', offset: 0 },
      { name: 'm3', position: 'top', offset: 48 },
    ]);
    expect((option.xAxis as { show?: boolean }[]).every((axis) => axis.show !== false)).toBe(true);
    expect((seriesOf(option) as { xAxisIndex: number }[]).map((one) => one.xAxisIndex)).toEqual([0, 1, 2]);
  });

  it('has no marker without a target', () => {
    const [bars] = seriesOf(bulletOption({ rows, locale: 'en', valueName: 'Value', targetName: 'Target' }));
    expect(bars).not.toHaveProperty('markLine');
  });
});

describe('gaugeOption', () => {
  it('splits the dial into threshold bands', () => {
    expect(gaugeBands(0, 200, [150, 100, 500])).toEqual([
      [0.5, '#087f5b'],
      [0.75, '#f59f00'],
      [1, '#e8590c'],
    ]);
    expect(gaugeBands(0, 100, null)).toEqual([[1, '#087f5b']]);
    // Shares of the dial, as the older graphs store them.
    expect(gaugeBands(0, 500, [0.6, 0.85])).toEqual([
      [0.6, '#087f5b'],
      [0.85, '#f59f00'],
      [1, '#e8590c'],
    ]);
  });

  it('shows the value variable between gauge.min and gauge.max', () => {
    const option = gaugeOption({
      rows,
      gauge: { min: 0, max: 200, thresholds: [100] },
      valueVariableName: 'Compresseur',
      locale: 'fr',
    });
    expect(seriesOf(option)[0]).toMatchObject({ type: 'gauge', min: 0, max: 200, data: [{ value: 80 }] });
    expect(option.animation).toBe(false);
  });
});
