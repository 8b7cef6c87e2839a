import { categoryBarOption } from './categoryBarOption';
import { chartPartsOf } from './chartParts';
import { timeSeriesOption } from './timeSeriesOption';

const START = Date.parse('2026-11-16T09:00:00Z');
const HOUR = 3_600_000;
const power = { name: 'Puissance', unit: 'kW', points: [0, 1, 2].map((i) => [START + i * HOUR, i] as const) };

describe('chartPartsOf', () => {
  it('needs nothing beyond the base chunk for a bar chart', () => {
    const option = categoryBarOption({
      categories: ['Critique'],
      series: [{ name: 'Événements', values: [3] }],
      locale: 'fr',
    });
    expect(chartPartsOf(option)).toEqual([]);
  });

  it('needs the zoom for a time series, and the marks once it has thresholds or shaded periods', () => {
    expect(chartPartsOf(timeSeriesOption({ series: [power], locale: 'fr' }))).toEqual(['dataZoom']);
    const withThreshold = timeSeriesOption({
      series: [power],
      thresholds: [{ label: 'Seuil', value: 2 }],
      locale: 'fr',
    });
    expect(chartPartsOf(withThreshold)).toEqual(['dataZoom', 'marks']);
    const withPeriod = timeSeriesOption({
      series: [],
      shadedPeriod: { start: START, end: START + HOUR, label: 'Événement' },
      locale: 'fr',
    });
    expect(chartPartsOf(withPeriod)).toEqual(['dataZoom', 'marks']);
  });

  it('needs the part of each series type beyond line and bar, and of the visual map and title', () => {
    const option = {
      title: { text: 'Tableau de bord' },
      visualMap: { min: 0, max: 10 },
      series: [
        { type: 'heatmap', data: [] },
        { type: 'gauge', data: [] },
        { type: 'scatter', data: [] },
        { type: 'line' },
      ],
    };
    expect(chartPartsOf(option)).toEqual(['visualMap', 'title', 'gauge', 'heatmap', 'scatter']);
  });

  it('reads an option as getOption() returns it: lists, empty for what is not there', () => {
    const drawn = {
      title: [],
      visualMap: [],
      dataZoom: [{ type: 'inside', start: 10, end: 60 }],
      series: [{ type: 'bar', markLine: { data: [{ yAxis: 2 }] } }],
    };
    expect(chartPartsOf(drawn)).toEqual(['dataZoom', 'marks']);
    expect(chartPartsOf({ dataZoom: [], series: [] })).toEqual([]);
    expect(chartPartsOf({})).toEqual([]);
  });
});
