// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { LineSeriesOption } from '../../../ui/Chart/chartOption';
import { monthOfDay } from './months';
import { avoidedEnergyOption, monthLabel, trajectoryOption } from './outlookOptions';
import { outlookTooltip } from './outlookTooltip';

const figure = (value: number) => `${value.toFixed(2)} MWh`;
const jan = Date.UTC(2024, 11, 31, 23);
const feb = Date.UTC(2025, 0, 31, 23);

describe('the outlook charts', () => {
  it('shades the avoided energy between measured consumption and the adjusted reference', () => {
    const option = avoidedEnergyOption({
      points: [
        { at: jan, reference: 120, consumption: 100, saving: 20 },
        { at: feb, reference: 110, consumption: 95, saving: 15 },
      ],
      names: { reference: 'Reference', consumption: 'Measured', saving: 'Avoided' },
      unit: 'MWh',
      locale: 'en',
      figure,
    });
    const [measured, avoided, reference] = option.series as LineSeriesOption[];
    expect(option.xAxis).toMatchObject({ data: ['Jan 2025', 'Feb 2025'] });
    expect(measured).toMatchObject({ stack: 'avoided', data: [100, 95] });
    // Stacked on the measured line, the band's top is the reference.
    expect(avoided).toMatchObject({ stack: 'avoided', stackStrategy: 'all', data: [20, 15], lineStyle: { width: 0 } });
    expect(avoided?.areaStyle).toBeDefined();
    expect(reference).toMatchObject({ data: [120, 110] });
    expect(reference?.stack).toBeUndefined();
  });

  it('draws the projection only when there is one', () => {
    const names = { saved: 'Saved', committed: 'Committed', projected: 'Projection' };
    const month = monthOfDay('2025-01-01');
    const points = [
      { month, saved: 90, committed: 100, projected: null },
      { month: month + 1, saved: 180, committed: 200, projected: 180 },
      { month: month + 2, saved: null, committed: 300, projected: 270 },
    ];
    expect(trajectoryOption({ points, names, unit: '€', locale: 'fr', figure }).series).toHaveLength(3);
    const ended = points.map((point) => ({ ...point, projected: null }));
    expect(trajectoryOption({ points: ended, names, unit: '€', locale: 'fr', figure }).series).toHaveLength(2);
    expect(monthLabel(month, 'fr')).toBe('janv. 2025');
  });

  it('writes the tooltip as text, to the cent, skipping months without a value', () => {
    const box = outlookTooltip(figure)([
      { name: 'Jan 2025', seriesName: '<b>Saved</b>', value: 12.5, color: '#087f5b' },
      { name: 'Jan 2025', seriesName: 'Projection', value: null },
    ]);
    expect(box.textContent).toBe('Jan 2025<b>Saved</b>: 12.50 MWh');
    expect(box.querySelector('b')).toBeNull();
  });
});
