// @vitest-environment node
import { previewPeriod, variablePreviewOption, type PreviewOptionInput } from './previewOption';

const input: PreviewOptionInput = {
  name: 'Puissance',
  unit: 'kW',
  points: [
    [Date.UTC(2026, 10, 20), 4],
    [Date.UTC(2026, 10, 21), null],
    [Date.UTC(2026, 10, 22), 6],
  ],
  color: '#c2255c',
  representation: 'line',
  locale: 'fr',
};

const seriesOf = (option: ReturnType<typeof variablePreviewOption>) =>
  (Array.isArray(option.series) ? option.series : []) as Record<string, unknown>[];

describe('variablePreviewOption', () => {
  it('draws a line in the chosen colour', () => {
    const [series] = seriesOf(variablePreviewOption(input));
    expect(series).toMatchObject({ type: 'line', name: 'Puissance', lineStyle: { color: '#c2255c' } });
    expect(series?.areaStyle).toBeUndefined();
  });

  it('fills an area under the line', () => {
    const [series] = seriesOf(variablePreviewOption({ ...input, representation: 'area' }));
    expect(series).toMatchObject({ type: 'line', areaStyle: { color: '#c2255c' } });
  });

  it('draws bars with the same points', () => {
    const [series] = seriesOf(variablePreviewOption({ ...input, representation: 'bar' }));
    expect(series).toMatchObject({ type: 'bar', itemStyle: { color: '#c2255c' } });
    expect(series?.data).toEqual(input.points);
  });

  it('keeps the wheel zoom but no slider in the small chart', () => {
    const option = variablePreviewOption(input);
    const zooms = Array.isArray(option.dataZoom) ? option.dataZoom : [];
    expect(zooms.map((zoom) => zoom.type)).toEqual(['inside']);
  });
});

describe('previewPeriod', () => {
  it('is the seven days up to now, to the minute', () => {
    const now = new Date('2026-11-24T10:15:42.123Z');
    const { start, end } = previewPeriod(now);
    expect(end.toISOString()).toBe('2026-11-24T10:15:00.000Z');
    expect(start.toISOString()).toBe('2026-11-17T10:15:00.000Z');
  });
});

describe('the bars', () => {
  it('stand on zero', () => {
    const axes = (option: ReturnType<typeof variablePreviewOption>) =>
      (Array.isArray(option.yAxis) ? option.yAxis : [option.yAxis]).map((axis) =>
        axis?.type === 'value' ? axis.scale : undefined,
      );
    expect(axes(variablePreviewOption({ ...input, representation: 'bar' }))).toEqual([false]);
    expect(axes(variablePreviewOption(input))).toEqual([true]);
  });
});
