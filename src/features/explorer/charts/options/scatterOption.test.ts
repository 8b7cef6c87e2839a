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
