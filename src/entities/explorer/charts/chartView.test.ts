import type { EChartsCoreOption } from 'echarts/core';
import { createChartViewKeeper, createChartViewKeepers, legendOfEvent, withLargeText, zoomOfEvent } from './chartView';

const option: EChartsCoreOption = {
  legend: { type: 'scroll', data: ['Power', 'Energy'] },
  xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
  yAxis: [{ type: 'value' }, { type: 'value' }],
  dataZoom: [
    { type: 'inside', xAxisIndex: 0 },
    { type: 'slider', xAxisIndex: 0, startValue: 1 },
  ],
  series: [],
};

describe('the chart view kept across refreshes', () => {
  it('reads the zoom of the slider and of the inside zoom, and the legend choices', () => {
    expect(zoomOfEvent({ type: 'datazoom', start: 20, end: 60 })).toEqual({ start: 20, end: 60 });
    expect(zoomOfEvent({ type: 'datazoom', batch: [{ start: 10, end: 30 }] })).toEqual({ start: 10, end: 30 });
    expect(zoomOfEvent({ type: 'datazoom', startValue: 1 })).toBeNull();
    expect(legendOfEvent({ name: 'Power', selected: { Power: false, Energy: true } })).toEqual({
      Power: false,
      Energy: true,
    });
  });

  it('writes the last zoom and legend into the next option, leaving the given one untouched', () => {
    const keeper = createChartViewKeeper();
    expect(keeper.apply(option)).toEqual(option);
    keeper.onEvents?.datazoom?.({ start: 0, end: 100 });
    keeper.onEvents?.datazoom?.({ batch: [{ start: 25, end: 75 }] });
    keeper.onEvents?.legendselectchanged?.({ selected: { Power: false, Energy: true } });
    const next = keeper.apply(option) as Record<string, unknown>;
    expect(next.dataZoom).toEqual([
      { type: 'inside', xAxisIndex: 0, start: 25, end: 75 },
      { type: 'slider', xAxisIndex: 0, start: 25, end: 75 },
    ]);
    expect(next.legend).toEqual({
      type: 'scroll',
      data: ['Power', 'Energy'],
      selected: { Power: false, Energy: true },
    });
    expect((option.dataZoom as unknown[])[1]).toEqual({ type: 'slider', xAxisIndex: 0, startValue: 1 });
  });

  it('keeps one view per graph', () => {
    const keepers = createChartViewKeepers();
    expect(keepers(1)).toBe(keepers(1));
    keepers(1)?.onEvents?.datazoom?.({ start: 10, end: 20 });
    expect((keepers(2)?.apply(option) as Record<string, unknown>).dataZoom).toEqual(option.dataZoom);
  });

  it('enlarges the text for a wall display, with fewer value labels and no zoom slider', () => {
    const large = withLargeText({ ...option, grid: { top: 40, bottom: 60 } }) as Record<string, unknown>;
    expect(large.xAxis).toEqual({ type: 'time', axisLabel: { hideOverlap: true, fontSize: 15 } });
    expect(large.yAxis).toEqual([
      { type: 'value', axisLabel: { fontSize: 15, hideOverlap: true }, splitNumber: 3 },
      { type: 'value', axisLabel: { fontSize: 15, hideOverlap: true }, splitNumber: 3 },
    ]);
    expect((large.legend as Record<string, unknown>).textStyle).toEqual({ fontSize: 16 });
    expect(large.dataZoom).toEqual([{ type: 'inside', xAxisIndex: 0 }]);
    expect(large.grid).toEqual({ top: 40, bottom: 8 });
  });

  it('gives a horizontal bar’s value axis fewer labels, and writes a vertical axis’s name above it', () => {
    const bars = withLargeText({
      legend: { show: false },
      grid: { top: 40, bottom: 48, outerBoundsMode: 'same' },
      xAxis: { type: 'value', name: 'MWh', nameLocation: 'middle' },
      yAxis: { type: 'category', data: ['Compressor 1'] },
    }) as Record<string, unknown>;
    expect(bars.xAxis).toEqual({
      type: 'value',
      name: 'MWh',
      nameLocation: 'middle',
      axisLabel: { fontSize: 15, hideOverlap: true },
      splitNumber: 3,
    });
    // A long category name breaks onto lines within 150 px.
    expect(bars.yAxis).toEqual({
      type: 'category',
      data: ['Compressor 1'],
      axisLabel: { fontSize: 15, hideOverlap: true, width: 150, overflow: 'break', lineHeight: 19 },
    });
    // Labels kept inside the grid's margins, no legend, no slider: the margins go to the plot.
    expect(bars.grid).toEqual({ top: 8, bottom: 8, outerBoundsMode: 'same' });
    const scatter = withLargeText({
      yAxis: { type: 'value', name: 'Oven – Active power (kW)', nameLocation: 'middle', nameGap: 32 },
    }) as { yAxis: Record<string, unknown> };
    expect(scatter.yAxis).toMatchObject({ nameLocation: 'end', nameGap: 10, nameTextStyle: { align: 'left' } });
  });
});
