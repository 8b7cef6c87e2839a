// @vitest-environment node
import { histogramClasses, histogramOption } from './histogramOption';
import { hourly, seriesOf } from './testSeries';

describe('histogramOption', () => {
  it('counts the values in equal classes, the last one including its upper bound', () => {
    expect(histogramClasses([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null], 5)).toEqual([
      { from: 0, to: 2, count: 2 },
      { from: 2, to: 4, count: 2 },
      { from: 4, to: 6, count: 2 },
      { from: 6, to: 8, count: 2 },
      { from: 8, to: 10, count: 3 },
    ]);
    expect(histogramClasses([3, 3, 3])).toEqual([{ from: 3, to: 3, count: 3 }]);
    expect(histogramClasses([null])).toEqual([]);
  });

  it('makes 10 classes by default of the value variable, labelled with their bounds in its unit', () => {
    const power = hourly(
      'Power',
      Array.from({ length: 101 }, (_, index) => index),
    );
    const other = hourly('Other', [1000]);
    const option = histogramOption({
      series: [other, power],
      valueVariableName: 'Power',
      locale: 'en',
      countName: 'Number of values',
    });
    const axis = option.xAxis as { data: string[] };
    expect(axis.data).toHaveLength(10);
    expect(axis.data[0]).toBe('0 – 10 kW');
    expect(seriesOf(option)[0]).toMatchObject({ type: 'bar', name: 'Number of values' });
    expect((seriesOf(option)[0] as { data: number[] }).data.reduce((a, b) => a + b, 0)).toBe(101);
  });

  it('follows numberValuesSlices', () => {
    const option = histogramOption({ series: [hourly('P', [1, 2, 3, 4])], slices: 3, locale: 'fr', countName: 'n' });
    expect((option.xAxis as { data: string[] }).data).toHaveLength(3);
  });
});
