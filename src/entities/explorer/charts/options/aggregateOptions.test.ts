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

describe('bulletOption', () => {
  it('draws the value bars on a track and the target as a marker', () => {
    const option = bulletOption({ rows, target: 150, locale: 'en', valueName: 'Value', targetName: 'Target' });
    const [bars] = seriesOf(option);
    expect(bars).toMatchObject({ type: 'bar', showBackground: true });
    expect(bars).toMatchObject({ markLine: { data: [{ name: 'Target', xAxis: 150 }] } });
    const max = (option.xAxis as { max: (extent: { max: number }) => number }).max;
    expect(max({ max: 120 })).toBe(150);
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
