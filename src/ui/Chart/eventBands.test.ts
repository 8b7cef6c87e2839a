// @vitest-environment jsdom
import {
  MIN_BAND_SHARE,
  drawnEventBands,
  mergedEventAreas,
  bandAt,
  withEventBands,
  type EventBand,
  type EventBandsLayer,
} from './eventBands';
import { chartPartsOf } from './chartParts';
import { EVENT_LEVEL_SHADES } from './palette';

const HOUR = 3_600_000;
const period = { start: 100 * HOUR, end: 124 * HOUR };
const band = (id: number, start: number, end: number | null, level = 'warning'): EventBand => ({
  id,
  start: start * HOUR,
  end: end === null ? null : end * HOUR,
  level,
  title: `Alert ${id}`,
  lines: [`Level ${level}`],
});
const layer = (bands: EventBand[], extra: Partial<EventBandsLayer> = {}): EventBandsLayer => ({
  bands,
  name: 'Events',
  period,
  ...extra,
});

interface Carrier {
  id: string;
  name: string;
  yAxisIndex: number;
  data: [number, number | null][];
  z: number;
  silent: boolean;
  areaStyle: { color: string; opacity: number };
  lineStyle: { color: string };
  tooltip: { show: boolean };
}

describe('drawnEventBands', () => {
  it('cuts bands to the period, drops those outside, sorts them by start', () => {
    const drawn = drawnEventBands(layer([band(3, 110, 112), band(1, 90, 102), band(2, 130, 140), band(4, 80, 90)]));
    expect(drawn.map((one) => [one.band.id, one.start / HOUR, one.end / HOUR])).toEqual([
      [1, 100, 102],
      [3, 110, 112],
    ]);
  });

  it('runs an event in progress to now, or to the period’s end when it comes first', () => {
    expect(drawnEventBands(layer([band(1, 120, null)], { now: 122 * HOUR }))[0]?.end).toBe(122 * HOUR);
    expect(drawnEventBands(layer([band(1, 120, null)], { now: 130 * HOUR }))[0]?.end).toBe(period.end);
    expect(drawnEventBands(layer([band(1, 120, null)]))[0]?.end).toBe(period.end);
  });

  it('widens a band too narrow to point at, within the period', () => {
    const min = 24 * HOUR * MIN_BAND_SHARE;
    expect(drawnEventBands(layer([band(1, 110, 105)]))[0]).toMatchObject({ start: 110 * HOUR, end: 110 * HOUR + min });
    expect(drawnEventBands(layer([band(2, 124, 124)]))[0]).toMatchObject({ start: period.end - min, end: period.end });
  });
});

describe('withEventBands', () => {
  const option = {
    legend: { data: ['Power'] },
    tooltip: {
      trigger: 'axis',
      formatter: () => Object.assign(document.createElement('div'), { textContent: 'Power: 4 kW' }),
    },
    series: [{ type: 'line', name: 'Power', data: [[100 * HOUR, 4]] }],
  };

  it('leaves the option alone without a layer or without a band in the period', () => {
    expect(withEventBands(option, null)).toBe(option);
    expect(withEventBands(option, layer([band(1, 10, 20)]))).toBe(option);
  });

  it('adds a carrier series per level, outside the legend, on a hidden axis, a rectangle per area', () => {
    const drawn = withEventBands(
      option,
      layer([band(7, 101, 103, 'critical'), band(8, 105, 106, 'unknown'), band(9, 108, 109, 'critical')]),
    );
    const series = drawn.series as unknown[];
    expect(series).toHaveLength(3);
    expect(series[0]).toBe(option.series[0]);
    expect(drawn.legend).toEqual({ data: ['Power'] });
    expect((drawn as { yAxis?: unknown }).yAxis).toEqual([{ type: 'value', show: false, min: 0, max: 1 }]);
    const [info, critical] = series.slice(1) as Carrier[];
    // An unknown level draws as info; the more serious level is drawn over the less.
    expect(info).toMatchObject({
      id: 'events-info',
      name: 'Events',
      yAxisIndex: 0,
      z: 1,
      silent: true,
      tooltip: { show: false },
      areaStyle: { color: EVENT_LEVEL_SHADES.info.fill, opacity: 1 },
    });
    expect(info?.data).toEqual([
      [105 * HOUR, 0],
      [105 * HOUR, 1],
      [106 * HOUR, 1],
      [106 * HOUR, 0],
      [106 * HOUR, null],
    ]);
    expect(critical?.lineStyle.color).toBe(EVENT_LEVEL_SHADES.critical.edge);
    expect(critical?.data.map(([x, y]) => [x / HOUR, y])).toEqual([
      [101, 0],
      [101, 1],
      [103, 1],
      [103, 0],
      [103, null],
      [108, 0],
      [108, 1],
      [109, 1],
      [109, 0],
      [109, null],
    ]);
    expect(chartPartsOf(drawn)).not.toContain('marks');
  });

  it('puts the hidden axis after the chart’s own value axes', () => {
    const twoAxes = {
      ...option,
      yAxis: [
        { type: 'value', name: 'kW' },
        { type: 'value', name: 'kWh' },
      ],
    };
    const drawn = withEventBands(twoAxes, layer([band(1, 101, 102)]));
    expect((drawn.yAxis as unknown[]).slice(0, 2)).toEqual(twoAxes.yAxis);
    expect((drawn.series as unknown as Carrier[])[1]?.yAxisIndex).toBe(2);
  });

  it('follows the axis tooltip with the events at the pointed instant, as text', () => {
    const hostile = { ...band(9, 101, 110), title: '<img src=x onerror=alert(1)>' };
    const drawn = withEventBands(
      option,
      layer([hostile, band(10, 102, 104), band(11, 102, 104), band(12, 102, 104)], { moreText: (n) => `+${n} more` }),
    );
    const formatter = (drawn.tooltip as { formatter: (params: unknown) => HTMLElement }).formatter;
    const inside = formatter([{ axisValue: 103 * HOUR }]);
    expect(inside.textContent).toContain('Power: 4 kW');
    expect(inside.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(inside.querySelector('img')).toBeNull();
    expect(inside.textContent).toContain('Alert 10');
    expect(inside.textContent).toContain('+1 more');
    const outside = formatter([{ axisValue: 120 * HOUR }]);
    expect(outside.textContent).toBe('Power: 4 kW');
  });

  it('leaves the carriers’ points out of the chart’s own tooltip', () => {
    const seen: unknown[] = [];
    const recording = {
      ...option,
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          seen.push(params);
          return 'Power: 4 kW';
        },
      },
    };
    const drawn = withEventBands(recording, layer([band(5, 101, 103)]));
    const formatter = (drawn.tooltip as { formatter: (params: unknown) => HTMLElement | string }).formatter;
    const power = { seriesIndex: 0, axisValue: 102 * HOUR };
    const carrier = { seriesIndex: 1, axisValue: 102 * HOUR };
    const shown = formatter([power, carrier]) as HTMLElement;
    expect(seen).toEqual([[power]]);
    expect(shown.textContent).toBe('Power: 4 kWAlert 5Level warning');
  });
});

describe('bandAt', () => {
  it('finds the band under a time, the one that started last where two overlap, and none outside', () => {
    const layer = {
      bands: [band(1, 102, 110), band(2, 105, 107), band(3, 120, null)],
      name: 'Events',
      period,
      now: 123 * HOUR,
    };
    expect(bandAt(layer, 103 * HOUR)?.id).toBe(1);
    expect(bandAt(layer, 106 * HOUR)?.id).toBe(2);
    // In progress: drawn up to now.
    expect(bandAt(layer, 122 * HOUR)?.id).toBe(3);
    expect(bandAt(layer, 115 * HOUR)).toBeNull();
  });
});

describe('mergedEventAreas', () => {
  it('draws overlapping events of one level as one area that names them all, and keeps levels apart', () => {
    const layer = {
      bands: [band(1, 101, 104), band(2, 103, 106), band(3, 105, 107, 'critical'), band(4, 110, 111)],
      name: 'Events',
      period,
    };
    const areas = mergedEventAreas(drawnEventBands(layer));
    expect(
      areas.map(({ start, end, level, bands }) => [start / HOUR, end / HOUR, level, bands.map((one) => one.id)]),
    ).toEqual([
      [101, 106, 'warning', [1, 2]],
      [105, 107, 'critical', [3]],
      [110, 111, 'warning', [4]],
    ]);
  });
});
