import { csvFileName, downloadCsv, toCsv, type CsvCell } from './csv';
import { formatIsoDateTime } from './dateFormat';
import * as saveFileModule from './saveFile';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('starts with the BOM, separates with ";" and ends every line with CRLF', () => {
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

  it('quotes cells holding ; " CR or LF and doubles inner quotes', () => {
    const csv = toCsv(['x'], [['a;b'], ['say "hi"'], ['line\nbreak'], ['cr\rhere'], ['plain']]);
    expect(csv).toBe(`${BOM}x\r\n"a;b"\r\n"say ""hi"""\r\n"line\nbreak"\r\n"cr\rhere"\r\nplain\r\n`);
  });

  it('writes numbers in plain JS notation with a dot decimal, non-finite as empty', () => {
    expect(toCsv(['n'], [[12.5], [-3], [0], [1e21], [Number.NaN], [Number.POSITIVE_INFINITY]])).toBe(
      `${BOM}n\r\n12.5\r\n-3\r\n0\r\n1e+21\r\n\r\n\r\n`,
    );
  });

  it('writes booleans as Oui / Non (French labels, spec 000 §7)', () => {
    expect(toCsv(['muted'], [[true], [false]])).toBe(`${BOM}muted\r\nOui\r\nNon\r\n`);
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
      true,
      new Date(0),
    ];
    const rows = Array.from({ length: 50_000 }, () => row);
    const lines = toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], rows).split('\r\n');
    expect(lines).toHaveLength(50_002);
    expect(lines[0]).toBe(`${BOM}a;b;c;d;e;f;g;h;i;j`);
    const line = 'Client A;"Site; Nord";Projet;"Alerte ""haute""";Var;ID-1;12.5;;Oui;1970-01-01 01:00:00';
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
