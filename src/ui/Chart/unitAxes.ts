import type { YAXisComponentOption } from 'echarts';
import { valueAxisLabelFormatter } from './formatters';

/**
 * Room each further value axis takes on the right of the plot: its compact labels ("1,5 k",
 * "-12,5") and ticks. The grid keeps its margins: with `outerBoundsContain: 'all'` echarts shrinks
 * the plot until every axis, offset ones included, fits inside the chart.
 */
export const UNIT_AXIS_OFFSET = 60;

/** One value axis: the unit it measures and the colour of its first series. */
export interface UnitAxis {
  unit: string;
  color?: string;
}

export type ValueAxisOption = YAXisComponentOption & { type: 'value' };

/** The distinct units of the series, in order of appearance (a series without unit shares ''). */
export function distinctUnits(units: readonly string[]): string[] {
  const axes: string[] = [];
  for (const unit of units) if (!axes.includes(unit)) axes.push(unit);
  return axes.length > 0 ? axes : [''];
}

/** The axes of `units`, each coloured like the first series measured in it. */
export function unitAxesOf(series: readonly { unit: string; color?: string }[]): UnitAxis[] {
  return distinctUnits(series.map((one) => one.unit)).map((unit) => {
    const color = series.find((one) => one.unit === unit)?.color;
    return color ? { unit, color } : { unit };
  });
}

/**
 * One value axis per unit, however many: every series has a scale to be read against (a kW line
 * beside a °C one and a m³/h one). The first on the left with the grid's rulers, the second on the
 * right, the others further right, each `UNIT_AXIS_OFFSET` px out. Named with its unit; with
 * several, each axis line and name takes its first series' colour, so that a reader tells which
 * scale is whose. `each` adds what a chart needs on an axis (scale, a threshold's room).
 */
export function unitValueAxes(
  axes: readonly UnitAxis[],
  locale: string,
  each?: (index: number) => Partial<ValueAxisOption>,
): ValueAxisOption[] {
  const several = axes.length > 1;
  return axes.map(({ unit, color }, index) => ({
    type: 'value',
    name: unit,
    position: index === 0 ? 'left' : 'right',
    offset: index <= 1 ? 0 : (index - 1) * UNIT_AXIS_OFFSET,
    splitLine: { show: index === 0 },
    axisLabel: { formatter: valueAxisLabelFormatter(locale) },
    ...(several && color
      ? {
          axisLine: { show: true, lineStyle: { color } },
          axisTick: { show: true },
          nameTextStyle: { color, fontWeight: 'bold' },
        }
      : {}),
    ...each?.(index),
  }));
}
