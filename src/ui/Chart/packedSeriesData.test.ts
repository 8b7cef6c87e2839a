import { PACKED_FROM_POINTS, drawnPointCount, packedPairs, packedSeriesData } from './packedSeriesData';

const pairs = (count: number): [number, number | null][] =>
  Array.from({ length: count }, (_, index) => [1_000 * index, index % 50 === 7 ? null : index / 2]);

describe('packedSeriesData', () => {
  it('packs a long line or bar series of [x, y] pairs, a hole as NaN, and tells echarts its dimensions', () => {
    const data = pairs(PACKED_FROM_POINTS);
    const option = {
      legend: {},
      series: [
        { type: 'line', name: 'Power', data },
        { type: 'bar', data },
      ],
    };
    const packed = packedSeriesData(option);
    const [line, bar] = packed.series as unknown as { name?: string; data: Float64Array; dimensions: string[] }[];
    expect(line?.name).toBe('Power');
    expect(line?.dimensions).toEqual(['x', 'y']);
    expect(line?.data).toBeInstanceOf(Float64Array);
    expect(Array.from(line?.data.subarray(0, 4) ?? [])).toEqual([0, 0, 1_000, 0.5]);
    expect(line?.data[15]).toBeNaN();
    expect(drawnPointCount(line?.data)).toBe(PACKED_FROM_POINTS);
    expect(bar?.data).toBeInstanceOf(Float64Array);
    expect(packed.legend).toBe(option.legend);
    // The option itself is left as it was.
    expect(option.series[0]?.data).toBe(data);
  });

  it('leaves short series, other kinds, other shapes of data and encoded series as they are', () => {
    const short = { type: 'line', data: pairs(PACKED_FROM_POINTS - 1) };
    const scatter = { type: 'scatter', data: pairs(PACKED_FROM_POINTS) };
    const objects = {
      type: 'bar',
      data: pairs(PACKED_FROM_POINTS).map(([x, y]) => ({ value: [x, y], itemStyle: { color: '#f00' } })),
    };
    const encoded = { type: 'line', encode: { x: 1, y: 0 }, data: pairs(PACKED_FROM_POINTS) };
    const option = { series: [short, scatter, objects, encoded] };
    const packed = packedSeriesData(option).series as unknown[];
    expect(packed).toEqual([short, scatter, objects, encoded]);
    expect(packed[0]).toBe(short);
    expect(packedSeriesData({ title: {} })).toEqual({ title: {} });
  });

  it('packs nothing of a list with another item than a pair', () => {
    expect(packedPairs([[1, 2], [3]])).toBeNull();
    expect(
      packedPairs([
        [1, 2],
        ['3', 4],
      ]),
    ).toBeNull();
    expect(Array.from(packedPairs([[1, null]]) ?? [])).toEqual([1, Number.NaN]);
  });

  it('counts the points of either form', () => {
    expect(drawnPointCount(new Float64Array(6))).toBe(3);
    expect(drawnPointCount([[1, 2]])).toBe(1);
    expect(drawnPointCount(undefined)).toBe(0);
  });
});
