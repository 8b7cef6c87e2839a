import { categoryTooltipFormatter } from '../../../../ui/Chart/formatters';
import { CHART_PALETTE } from '../../../../ui/Chart/palette';
import type { ExplorerChartOption } from '../explorerChartOption';

/** One value axis per distinct unit, in order of appearance (a series without unit shares ''). */
export function unitAxes(units: readonly string[]): string[] {
  const axes: string[] = [];
  for (const unit of units) if (!axes.includes(unit)) axes.push(unit);
  return axes.length > 0 ? axes : [''];
}

/**
 * What every explorer chart shares with the product's (src/ui/Chart/chartOption.ts chartFrame): the
 * palette, no animation (spec: none on large data; a dashboard of 12 graphs paints faster without),
 * a scrolling legend on top that toggles series, with an optional note after a name (the overlay's
 * difference); `bottom` leaves room for a zoom slider.
 */
export function explorerFrame(
  seriesNames: readonly string[],
  bottom: number,
  notes?: Readonly<Record<string, string>>,
): Pick<ExplorerChartOption, 'color' | 'animation' | 'grid' | 'legend'> {
  const withNotes = notes && Object.keys(notes).length > 0;
  return {
    color: [...CHART_PALETTE],
    animation: false,
    // On the right, half a date label: a time axis's last label is centred on its tick, which can
    // sit at the plot's edge, and echarts' bounds leave it out ("29/11/202" was cut).
    grid: { left: 16, right: 36, top: 40, bottom, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    legend: {
      type: 'scroll',
      top: 0,
      data: [...seriesNames],
      ...(withNotes ? { formatter: (name: string) => (notes[name] ? `${name}  ${notes[name]}` : name) } : {}),
    },
  };
}

/**
 * The tooltip of bars measured by unit (bar plot, bullet): one unit, the category's bars with it;
 * several, the bar pointed at, with its own unit.
 */
export function unitBarsTooltip(locale: string, unit: string, axes: readonly string[]) {
  return {
    trigger: axes.length === 1 ? ('axis' as const) : ('item' as const),
    axisPointer: { type: 'shadow' as const },
    confine: true,
    formatter: categoryTooltipFormatter(locale, axes.length === 1 ? unit || undefined : axes),
  };
}
