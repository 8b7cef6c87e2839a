// @vitest-environment node
import { pairByTime, scatterOption } from './scatterOption';
import { hourly, seriesOf } from './testSeries';

describe('scatterOption', () => {
  const power = hourly('Power', [10, 20, null, 40]);
  const flow = hourly('Flow', [1, 2, 3, null], { unit: 'm³/h' });

  it('pairs the two variables by time stamp, leaving out a time stamp missing either value', () => {
    expect(pairByTime(power.points, flow.points)).toEqual([
      [10, 1],
      [20, 2],
    ]);
  });

  it('averages the finer variable over each step of the coarser one', () => {
    const hourlyPower = hourly('Power', [10, 20]);
    const start = hourlyPower.points[0]?.[0] ?? 0;
    const quarterFlow: [number, number | null][] = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => [
      start + index * 900_000,
      index,
    ]);
    expect(pairByTime(hourlyPower.points, quarterFlow)).toEqual([
      [10, 1.5],
      [20, 5.5],
    ]);
  });

  it('puts xVariableName on x and yVariableName on y, axes named with their unit', () => {
    const option = scatterOption({
      series: [power, flow],
      xVariableName: 'Flow',
      yVariableName: 'Power',
      locale: 'en',
      name: 'Power against flow',
    });
    expect(seriesOf(option)[0]).toMatchObject({
      type: 'scatter',
      large: true,
      data: [
        [1, 10],
        [2, 20],
      ],
    });
    expect(option.xAxis).toMatchObject({ type: 'value', name: 'Flow (m³/h)' });
    expect(option.yAxis).toMatchObject({ type: 'value', name: 'Power (kW)' });
  });
});
