import { columnTypes, openCsvAs } from '../test/spreadsheetCells';
import { csvConvention, csvFileName, downloadCsv, roundForExport, toCsv, type CsvCell } from './csv';
import { formatIsoDateTime } from './dateFormat';
import * as saveFileModule from './saveFile';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('starts with the BOM, separates with ";" in French (the default) and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Client', 'Site'],
        [
          ['A', 'B'],
          ['C', 'D'],
        ],
      ),
    ).toBe(`${BOM}Client;Site\r\nA;B\r\nC;D\r\n`);
  });

  it('writes null and undefined as empty cells', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, '']])).toBe(`${BOM}a;b;c\r\n;;\r\n`);
  });

  it('separates with "," in English, a decimal point language', () => {
    expect(toCsv(['Client', 'n'], [['A', 4.5]], { locale: 'en' })).toBe(`${BOM}Client,n\r\nA,4.5\r\n`);
    expect(csvConvention('en-GB')).toEqual({ separator: ',', decimalMark: '.' });
    expect(csvConvention('es')).toEqual({ separator: ';', decimalMark: ',' });
    expect(csvConvention('not a language')).toEqual({ separator: ';', decimalMark: ',' });
  });

  it('quotes cells holding ; , " CR or LF and doubles inner quotes', () => {
    const csv = toCsv(['x'], [['a;b'], ['a, b'], ['say "hi"'], ['line\nbreak'], ['cr\rhere'], ['plain']]);
    expect(csv).toBe(`${BOM}x\r\n"a;b"\r\n"a, b"\r\n"say ""hi"""\r\n"line\nbreak"\r\n"cr\rhere"\r\nplain\r\n`);
  });

  it('writes numbers with the language’s decimal mark, no exponent nor grouping, non-finite as empty', () => {
    const numbers = [[12.5], [-3], [0], [1234567.891], [1e21], [1.5e-7], [Number.NaN], [Number.POSITIVE_INFINITY]];
    expect(toCsv(['n'], numbers)).toBe(`${BOM}n\r\n12,5\r\n-3\r\n0\r\n1234567,89\r\n1e+21\r\n0,00000015\r\n\r\n\r\n`);
    expect(toCsv(['n'], numbers, { locale: 'en' })).toBe(
      `${BOM}n\r\n12.5\r\n-3\r\n0\r\n1234567.89\r\n1e+21\r\n0.00000015\r\n\r\n\r\n`,
    );
  });

  it('rounds as the screen shows: two decimals, three significant digits below 1, no float noise', () => {
    expect(roundForExport(-4.8840000000000146)).toBe(-4.88);
    expect(roundForExport(21.355)).toBeCloseTo(21.36, 10);
    expect(roundForExport(0.004567)).toBe(0.00457);
    expect(roundForExport(0.5)).toBe(0.5);
    expect(roundForExport(-0.0001)).toBe(-0.0001);
    expect(toCsv(['n'], [[-4.8840000000000146], [-0.0000001]], { locale: 'en' })).toBe(
      `${BOM}n\r\n-4.88\r\n-0.0000001\r\n`,
    );
  });

  it('opens in a spreadsheet of its language with every number a number and every date a date', () => {
    const rows: CsvCell[][] = [
      [new Date('2026-11-21T06:20:00Z'), 4.468, -4.8840000000000146, 'CTA atelier – Température', 1200],
      [new Date('2026-11-22T06:20:00Z'), null, 0.0042, '=cmd', -3],
    ];
    for (const locale of ['fr', 'en'] as const) {
      const types = columnTypes(openCsvAs(toCsv(['Date', 'A', 'B', 'Name', 'C'], rows, { locale }), locale));
      expect(types).toEqual({
        Date: { date: 2 },
        A: { number: 1, empty: 1 },
        B: { number: 2 },
        Name: { text: 2 },
        C: { number: 2 },
      });
    }
  });

  it('writes dates as YYYY-MM-DD HH:mm:ss in Europe/Paris, or in the given zone', () => {
    const date = new Date('2026-07-01T08:30:05Z');
    expect(toCsv(['d'], [[date]])).toBe(`${BOM}d\r\n2026-07-01 10:30:05\r\n`);
    expect(toCsv(['d'], [[date]], { timeZone: 'UTC' })).toBe(`${BOM}d\r\n2026-07-01 08:30:05\r\n`);
  });

  it('writes dates exactly as formatIsoDateTime does, across both DST changes', () => {
    const dates: Date[] = [];
    for (const day of ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z']) {
      const from = new Date(day).getTime();
      for (let minute = 0; minute < 6 * 60; minute += 7) dates.push(new Date(from + minute * 60_000 + 13_000));
    }
    const expected = dates.map((date) => formatIsoDateTime(date)).join('\r\n');
    expect(
      toCsv(
        ['d'],
        dates.map((date) => [date]),
      ),
    ).toBe(`${BOM}d\r\n${expected}\r\n`);
    expect(toCsv(['d'], [[new Date(Number.NaN)]])).toBe(`${BOM}d\r\n\r\n`);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['-', "'-"],
  ])('guards the formula-like text %j', (text, expected) => {
    expect(toCsv(['x'], [[text]])).toBe(`${BOM}x\r\n${expected}\r\n`);
  });

  it.each(['-12.5', '+3', '-0.5e3', '-.5', '42', 'a=b', 'x-1'])('leaves %j untouched', (text) => {
    expect(toCsv(['x'], [[text]])).toBe(`${BOM}x\r\n${text}\r\n`);
  });

  // Its speed on such an export is measured by `npm run bench -- --only csvExport`.
  it('writes every one of 50 000 rows × 10 columns, quoted and formatted like a single row', () => {
    const row: CsvCell[] = [
      'Client A',
      'Site; Nord',
      'Projet',
      'Alerte "haute"',
      'Var',
      'ID-1',
      12.5,
      null,
      'Oui',
      new Date(0),
    ];
    const rows = Array.from({ length: 50_000 }, () => row);
    const lines = toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], rows).split('\r\n');
    expect(lines).toHaveLength(50_002);
    expect(lines[0]).toBe(`${BOM}a;b;c;d;e;f;g;h;i;j`);
    const line = 'Client A;"Site; Nord";Projet;"Alerte ""haute""";Var;ID-1;12,5;;Oui;1970-01-01 01:00:00';
    expect(lines.slice(1, -1).filter((written) => written !== line)).toEqual([]);
    expect(lines.at(-1)).toBe('');
  });
});

describe('csvFileName', () => {
  it('is the prefix plus the Paris calendar day', () => {
    expect(csvFileName('events', new Date('2026-11-23T10:00:00Z'))).toBe('events_2026-11-23.csv');
    // 23:30 UTC on the 23rd is already the 24th in Paris.
    expect(csvFileName('events', new Date('2026-11-23T23:30:00Z'))).toBe('events_2026-11-24.csv');
  });

  it('does not double an underscore the prefix already ends with', () => {
    expect(csvFileName('variables_list_', new Date('2026-11-23T10:00:00Z'))).toBe('variables_list_2026-11-23.csv');
  });
});

describe('downloadCsv', () => {
  it('saves a UTF-8 CSV blob under the dated file name', async () => {
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    downloadCsv('alerts', ['a'], [['é']], new Date('2026-11-23T10:00:00Z'));
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('alerts_2026-11-23.csv');
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    // Blob.text() strips a BOM when decoding: read the bytes.
    const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${BOM}a\r\né\r\n`);
    save.mockRestore();
  });
});
