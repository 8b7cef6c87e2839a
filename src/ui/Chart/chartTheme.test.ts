import { CHART_PALETTE, CHART_PALETTE_DARK, THRESHOLD_COLOR, THRESHOLD_COLOR_DARK } from './palette';
import {
  CHART_THEME,
  CHART_THEME_DARK,
  chartThemeFor,
  contrastRatio,
  darkChartTheme,
  EXPORT_CHART_THEME,
  lightExportOption,
  optionForScheme,
} from './chartTheme';

const contrast = contrastRatio;

const option = {
  color: [...CHART_PALETTE],
  series: [
    {
      name: 'A',
      type: 'line',
      color: CHART_PALETTE[2],
      data: [[1, 2]],
      markLine: { lineStyle: { color: THRESHOLD_COLOR } },
    },
  ],
  yAxis: [{ axisLine: { lineStyle: { color: CHART_PALETTE[2] } } }],
};

describe('the charts in the dark colour scheme (issue 36)', () => {
  it('draws with the dark theme in the dark scheme, the light one otherwise, and exports with the light one', () => {
    expect(chartThemeFor('dark')).toBe(CHART_THEME_DARK);
    expect(chartThemeFor('light')).toBe(CHART_THEME);
    expect(EXPORT_CHART_THEME).toBe(CHART_THEME);
  });

  it('has eight palette colours that reach 3:1 on the dark body and its cards', () => {
    expect(CHART_PALETTE_DARK).toHaveLength(8);
    for (const color of [...CHART_PALETTE_DARK, THRESHOLD_COLOR_DARK]) {
      expect(contrast(color, '#242424')).toBeGreaterThanOrEqual(3);
      expect(contrast(color, '#2e2e2e')).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(darkChartTheme.textStyle.color, '#2e2e2e')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darkChartTheme.categoryAxis.axisLabel.color, '#2e2e2e')).toBeGreaterThanOrEqual(4.5);
  });

  it('swaps the palette and threshold colours for their dark counterparts, the data left as it is', () => {
    const dark = optionForScheme(option, 'dark');
    expect(dark.color).toEqual([...CHART_PALETTE_DARK]);
    expect(dark.series[0]?.color).toBe(CHART_PALETTE_DARK[2]);
    expect(dark.series[0]?.markLine.lineStyle.color).toBe(THRESHOLD_COLOR_DARK);
    expect(dark.yAxis[0]?.axisLine.lineStyle.color).toBe(CHART_PALETTE_DARK[2]);
    expect(dark.series[0]?.data).toBe(option.series[0]?.data);
    expect(optionForScheme(option, 'light')).toBe(option);
  });

  it('gives an export the light colours back, the dark theme’s texts included', () => {
    const readBack = {
      ...optionForScheme(option, 'dark'),
      xAxis: [{ axisLabel: { color: darkChartTheme.categoryAxis.axisLabel.color } }],
      legend: [{ textStyle: { color: darkChartTheme.legend.textStyle.color } }],
    };
    const exported = lightExportOption(readBack);
    expect(exported.color).toEqual([...CHART_PALETTE]);
    expect(exported.series[0]?.markLine.lineStyle.color).toBe(THRESHOLD_COLOR);
    expect(contrast(exported.xAxis[0]!.axisLabel.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(exported.legend[0]!.textStyle.color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens a colour of the user’s choosing that the dark background would hide, and exports it as chosen', () => {
    const chosen = '#5f3dc4'; // violet 9, 2.3:1 on dark 7
    const dark = optionForScheme({ series: [{ type: 'line', color: chosen }] }, 'dark');
    const drawn = dark.series[0]!.color;
    expect(contrast(drawn, '#242424')).toBeGreaterThanOrEqual(3);
    expect(lightExportOption(dark).series[0]?.color).toBe(chosen);
  });
});
