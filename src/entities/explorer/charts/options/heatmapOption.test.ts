// @vitest-environment node
import { heatmapCells, heatmapOption } from './heatmapOption';
import { hourly, seriesOf } from './testSeries';

const labels = {
  weekdays: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
  months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

describe('heatmapOption', () => {
  // Two weeks of hourly values from Monday 16 November 2026 00:00 in Paris: value = hour of day.
  const week = hourly(
    'Power',
    Array.from({ length: 14 * 24 }, (_, index) => index % 24),
  );

  it('averages the values per hour of the day and weekday, Monday first, on the Paris clock', () => {
    const grid = heatmapCells(week.points, 'hours', 'weekdays', labels);
    expect(grid.xLabels).toHaveLength(24);
    expect(grid.xLabels[0]).toBe('00:00');
    expect(grid.yLabels).toEqual(labels.weekdays);
    expect(grid.cells).toHaveLength(24 * 7);
    // Monday (row 0) at 00:00 (column 0): 0; Sunday at 23:00: 23.
    expect(grid.cells).toContainEqual([0, 0, 0]);
    expect(grid.cells).toContainEqual([23, 6, 23]);
    expect([grid.min, grid.max]).toEqual([0, 23]);
  });

  it('keeps only the days and weeks holding values', () => {
    const grid = heatmapCells(week.points, 'days', 'weeks', labels);
    expect(grid.xLabels).toEqual(['16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29']);
    expect(grid.yLabels).toEqual(['47', '48']);
  });

  it('colours from minColor to maxColor', () => {
    const option = heatmapOption({
      series: [week],
      heatMap: { xAxis: 'hours', yAxis: 'weekdays', minColor: '#ffffff', maxColor: '#c92a2a' },
      labels,
      locale: 'fr',
    });
    expect(option.visualMap).toMatchObject({ min: 0, max: 23, inRange: { color: ['#ffffff', '#c92a2a'] } });
    expect(seriesOf(option)[0]).toMatchObject({ type: 'heatmap' });
    expect(option.yAxis).toMatchObject({ type: 'category', data: labels.weekdays });
  });
});
