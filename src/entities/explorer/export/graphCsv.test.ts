import { columnTypes, openCsvAs } from '../../../test/spreadsheetCells';
import type { DrawnGraph, DrawnSeries } from '../charts/drawnGraph';
import { graphCsvText, seriesColumnName, timeSeriesCsvTable } from './graphCsv';

const FR = { locale: 'fr' } as const;

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 23, 23, 0); // 24/11/2026 00:00 in Paris

function drawn(overrides: Partial<DrawnGraph> = {}): DrawnGraph {
  return {
    graphId: 4,
    title: 'Consommation usine',
    kind: 'spline',
    period: { start: new Date(T0), end: new Date(T0 + 3 * HOUR) },
    chart: null,
    series: [],
    rows: [],
    legend: [],
    ...overrides,
  };
}

const power: DrawnSeries = {
  name: 'Compresseur 1',
  unit: 'kW',
  points: [
    [T0, 12.5],
    [T0 + HOUR, null],
    [T0 + 2 * HOUR, -3],
  ],
};
const energy: DrawnSeries = {
  name: 'Éclairage',
  unit: 'kWh',
  points: [
    [T0 + 2 * HOUR, 4],
    [T0 + 3 * HOUR, 5.25],
  ],
};

describe('graph CSV', () => {
  it('starts with the BOM and a header of Date and "<name> (<unit>)" per series', () => {
    const text = graphCsvText(drawn({ series: [power, energy] }), FR);
    expect(text.startsWith('\uFEFFDate;Compresseur 1 (kW);Éclairage (kWh)\r\n')).toBe(true);
    expect(seriesColumnName({ name: 'Index', unit: '' })).toBe('Index');
  });

  it('writes one line per stamp of any series, sorted, empty where a series has no value', () => {
    const lines = graphCsvText(drawn({ series: [energy, power] }), FR).split('\r\n');
    expect(lines.slice(1)).toEqual([
      '2026-11-24 00:00:00;;12,5',
      '2026-11-24 01:00:00;;',
      '2026-11-24 02:00:00;4;-3',
      '2026-11-24 03:00:00;5,25;',
      '',
    ]);
  });

  it('sorts series given out of order and keeps the last of two points at one stamp', () => {
    const table = timeSeriesCsvTable([
      {
        name: 'A',
        unit: 'kW',
        points: [
          [T0 + HOUR, 2],
          [T0, 1],
          [T0 + HOUR, 3],
        ],
      },
    ]);
    expect(table.rows).toEqual([
      [new Date(T0), 1],
      [new Date(T0 + HOUR), 3],
    ]);
  });

  it('writes table-style graphs as one line per variable', () => {
    const text = graphCsvText(
      drawn({
        kind: 'table',
        rows: [
          { name: 'Compresseur 1', unit: 'kWh', value: 1520.75 },
          { name: 'Compteur sans valeur', unit: '', value: null },
        ],
      }),
      FR,
    );
    expect(text).toBe('\uFEFFVariable;Unit;Value\r\nCompresseur 1;kWh;1520,75\r\nCompteur sans valeur;;\r\n');
  });

  it('guards names that a spreadsheet would run as formulas', () => {
    const text = graphCsvText(drawn({ series: [{ name: '=HYPERLINK("x")', unit: 'kW', points: [[T0, 1]] }] }), FR);
    expect(text.split('\r\n')[0]).toBe('\uFEFFDate;"\'=HYPERLINK(""x"") (kW)"');
    const rows = graphCsvText(drawn({ kind: 'table', rows: [{ name: '@SUM(A1)', unit: 'kW', value: 2 }] }), FR);
    expect(rows.split('\r\n')[1]).toBe("'@SUM(A1);kW;2");
  });

  it('opens in a spreadsheet of the user’s language with every value a number and every stamp a date', () => {
    const noisy: DrawnSeries = {
      name: 'Température',
      unit: '°C',
      points: [
        [T0, -4.8840000000000146],
        [T0 + HOUR, 4.468],
      ],
    };
    for (const locale of ['fr', 'en'] as const) {
      const text = graphCsvText(drawn({ series: [noisy, power] }), { locale });
      const cells = openCsvAs(text, locale);
      expect(columnTypes(cells)).toEqual({
        Date: { date: 3 },
        'Température (°C)': { number: 2, empty: 1 },
        'Compresseur 1 (kW)': { number: 2, empty: 1 },
      });
      // Rounded as the screen shows it, without float noise.
      expect(cells[1]?.[1]?.text).toBe(locale === 'fr' ? '-4,88' : '-4.88');
    }
  });

  // Its speed on this export is measured by `npm run bench -- --only graphCsv`.
  it('builds 10 series × 10,000 points: a line per stamp, a column per series, every value once', () => {
    const series: DrawnSeries[] = Array.from({ length: 10 }, (_, s) => ({
      name: `Série ${s}`,
      unit: 'kW',
      // Every other series is shifted by half a step: 20,000 distinct stamps in all.
      points: Array.from({ length: 10_000 }, (_, i) => [T0 + i * 60_000 + (s % 2) * 30_000, i % 97 === 0 ? null : i]),
    }));
    const lines = graphCsvText(drawn({ series }), FR).split('\r\n');
    expect(lines).toHaveLength(1 + 20_000 + 1);
    expect(lines[0]).toBe(`\uFEFFDate;${series.map((one) => `${one.name} (kW)`).join(';')}`);
    // The first stamps: point 0 of each series is a hole, then point 1 of the even series, then of the odd ones.
    expect(lines.slice(1, 5)).toEqual([
      '2026-11-24 00:00:00;;;;;;;;;;',
      '2026-11-24 00:00:30;;;;;;;;;;',
      '2026-11-24 00:01:00;1;;1;;1;;1;;1;',
      '2026-11-24 00:01:30;;1;;1;;1;;1;;1',
    ]);
    const cells = lines.slice(1, -1).map((line) => line.split(';'));
    expect(cells.filter((line) => line.length !== 11)).toEqual([]);
    // Each series' 10,000 points less its 104 holes, each written once.
    expect(cells.flatMap((line) => line.slice(1)).filter((cell) => cell !== '')).toHaveLength(10 * (10_000 - 104));
    expect(lines.at(-2)).toBe('2026-11-30 22:39:30;;9999;;9999;;9999;;9999;;9999');
  });
});
