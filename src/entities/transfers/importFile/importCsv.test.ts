import { describe, expect, it } from 'vitest';
import { decodeImportText, detectSeparator } from './importCsv';
import { importValues, parseImportCsv } from './readImport';
import type { ImportPreview, ManualVariableTarget } from './types';

const TARGETS: ManualVariableTarget[] = [
  { id: 7, technicalId: 'GAZ_01', name: 'Index gaz chaufferie', unit: 'm³' },
  { id: 8, technicalId: null, name: 'Température extérieure', unit: '°C' },
  { id: 9, technicalId: 'EAU-2', name: 'Relevé eau', unit: 'm³' },
];

function preview(text: string, targets: readonly ManualVariableTarget[] = TARGETS): ImportPreview {
  const result = parseImportCsv(text, targets);
  if (result.kind !== 'preview') throw new Error(`expected a preview, got ${JSON.stringify(result)}`);
  return result.preview;
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('parseImportCsv: separators, decimals, BOM, quotes', () => {
  it('reads a ; file with decimal commas, a BOM and CRLF', () => {
    const result = preview('\uFEFFDate;GAZ_01;EAU-2\r\n01/03/2026 00:00;12,5;1 234,75\r\n01/03/2026 01:00;13;-0,5\r\n');
    expect(result).toMatchObject({
      format: 'csv',
      separator: ';',
      decimalComma: true,
      lineCount: 2,
      validLineCount: 2,
    });
    expect(result.columns.map((column) => column.header)).toEqual(['Date', 'GAZ_01', 'EAU-2']);
    const values = importValues({ format: 'csv', text: 'Date;GAZ_01\n01/03/2026 00:00;12,5\n' }, TARGETS);
    expect(values).toEqual([{ variableId: 7, points: [[Date.parse('2026-02-28T23:00:00Z'), 12.5]] }]);
  });

  it('reads a , file with points, and a quoted decimal comma; an unquoted one splits the line', () => {
    const text = 'Date,GAZ_01\n2026-03-01 00:00:00,12.5\n2026-03-01 01:00:00,"13,5"\n2026-03-01 02:00:00,14,5\n';
    const result = preview(text);
    expect(result).toMatchObject({ separator: ',', decimalComma: true, validLineCount: 2, errorCount: 1 });
    expect(result.errors).toEqual([{ line: 4, kind: 'cells', column: null, value: '3' }]);
    expect(importValues({ format: 'csv', text }, TARGETS)[0]?.points.map(([, value]) => value)).toEqual([12.5, 13.5]);
  });

  it('reads a tab file and quoted headers holding the separator', () => {
    const result = preview('"Horodatage"\t"Relevé eau (m³)"\tNote\n15/01/2026 08:00\t3.25\t"a\tb"\n');
    expect(result).toMatchObject({ separator: '\t', validLineCount: 1 });
    expect(result.columns.map((column) => column.role)).toEqual(['timestamp', 'value', 'ignored']);
    expect(result.sampleRows[0]).toEqual(['15/01/2026 08:00', '3.25', 'a\tb']);
  });

  it('prefers ; over the commas of decimals when both appear on every line', () => {
    expect(detectSeparator('Date;A;B\n01/03/2026 00:00;1,5;2,5\n01/03/2026 01:00;1,5;2,5\n')).toBe(';');
    expect(detectSeparator('Date,A,B\n2026-03-01,1.5,2.5\n')).toBe(',');
  });

  it('decodes UTF-8 and falls back to Windows-1252', () => {
    expect(decodeImportText(new TextEncoder().encode('Température'))).toBe('Température');
    expect(decodeImportText(new Uint8Array([0x54, 0x65, 0x6d, 0x70, 0xe9, 0x72, 0x61, 0x74, 0x75, 0x72, 0x65]))).toBe(
      'Température',
    );
  });
});

describe('parseImportCsv: dates (spec 000 §4), read as Europe/Paris wall-clock time', () => {
  const cases: [string, string, string][] = [
    ['01/03/2026 00:00', 'DD/MM/YYYY HH:mm', '2026-02-28T23:00:00.000Z'],
    ['2026-07-01 12:30:15', 'YYYY-MM-DD HH:mm:ss', '2026-07-01T10:30:15.000Z'],
    ['15-01-2026 08:00', 'DD-MM-YYYY HH:mm', '2026-01-15T07:00:00.000Z'],
    ['15/01/2026', 'DD/MM/YYYY', '2026-01-14T23:00:00.000Z'],
    ['2026-01-15T08:00:00Z', 'ISO 8601', '2026-01-15T08:00:00.000Z'],
    ['2026-07-15T08:00:00+02:00', 'ISO 8601', '2026-07-15T06:00:00.000Z'],
    ['2026-07-15T08:00', 'ISO 8601', '2026-07-15T06:00:00.000Z'],
  ];
  it.each(cases)('%s reads as %s', (cell, format, expected) => {
    const result = preview(`Date;GAZ_01\n${cell};1\n`);
    expect(result.dateFormat).toBe(format);
    expect(result.firstTimestamp).toBe(expected);
  });

  it('refuses a time of the hour skipped in spring: the site’s clocks never showed it', () => {
    const result = preview('Date;GAZ_01\n29/03/2026 01:45;1\n29/03/2026 02:30;2\n29/03/2026 03:00;3\n');
    expect(result.errors).toEqual([{ line: 3, kind: 'date', column: 'Date', value: '29/03/2026 02:30' }]);
    expect([result.firstTimestamp, result.lastTimestamp]).toEqual([
      '2026-03-29T00:45:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ]);
  });

  it('reads the repeated autumn hour as its first occurrence', () => {
    expect(preview('Date;GAZ_01\n25/10/2026 02:30;1\n').firstTimestamp).toBe('2026-10-25T00:30:00.000Z');
  });

  it('finds the time-stamp column by its cells when its header says nothing, and reports the range', () => {
    const result = preview('GAZ_01;Quand\n1;01/03/2026 00:00\n2;03/03/2026 00:00\n3;02/03/2026 00:00\n');
    expect(result.columns.map((column) => column.role)).toEqual(['value', 'timestamp']);
    expect([result.firstTimestamp, result.lastTimestamp]).toEqual([
      '2026-02-28T23:00:00.000Z',
      '2026-03-02T23:00:00.000Z',
    ]);
    const points = importValues(
      { format: 'csv', text: 'GAZ_01;Quand\n1;01/03/2026 00:00\n2;03/03/2026 00:00\n3;02/03/2026 00:00\n' },
      TARGETS,
    )[0]?.points;
    expect(points?.map(([at, value]) => [iso(at), value])).toEqual([
      ['2026-02-28T23:00:00.000Z', 1],
      ['2026-03-01T23:00:00.000Z', 3],
      ['2026-03-02T23:00:00.000Z', 2],
    ]);
  });
});

describe('parseImportCsv: columns', () => {
  it('matches by technical id, by name (case, accents, unit suffix ignored), and ignores the rest', () => {
    const result = preview(
      'Date;gaz_01;TEMPERATURE EXTERIEURE (°C);Relevé eau;Commentaire;Index gaz chaufferie (m³)\n01/03/2026 00:00;1;2;3;x;4\n',
    );
    expect(
      result.columns.map((column) => [column.header, column.role, column.variable?.id ?? null, column.ignoredBecause]),
    ).toEqual([
      ['Date', 'timestamp', null, null],
      ['gaz_01', 'value', 7, null],
      ['TEMPERATURE EXTERIEURE (°C)', 'value', 8, null],
      ['Relevé eau', 'value', 9, null],
      ['Commentaire', 'ignored', null, 'unmatched'],
      ['Index gaz chaufferie (m³)', 'ignored', null, 'repeated'],
    ]);
  });

  it('re-imports a self-service export (Date;Name (unit))', () => {
    const result = preview(
      '\uFEFFDate;Index gaz chaufferie (m³);Température extérieure (°C)\r\n2026-03-01 00:00:00;10;;\r\n',
    );
    expect(result.columns.filter((column) => column.role === 'value').map((column) => column.variable?.id)).toEqual([
      7, 8,
    ]);
    expect(result.validLineCount).toBe(1);
  });
});

describe('parseImportCsv: line errors, numbered as in a spreadsheet', () => {
  const text = [
    'Date;GAZ_01;EAU-2',
    '01/03/2026 00:00;1;2',
    '01/03/2026 01:00;n/a;2',
    '',
    '31/02/2026 02:00;1;2',
    '01/03/2026 00:00;5;6',
    '01/03/2026 03:00;1',
    '01/03/2026 04:00;;7',
  ].join('\n');

  it('flags bad dates, non-numbers, duplicates and wrong cell counts; a blank line keeps the numbering', () => {
    const result = preview(text);
    expect(result.errors).toEqual([
      { line: 3, kind: 'number', column: 'GAZ_01', value: 'n/a' },
      { line: 5, kind: 'date', column: 'Date', value: '31/02/2026 02:00' },
      { line: 6, kind: 'duplicate', column: 'Date', value: '01/03/2026 00:00' },
      { line: 7, kind: 'cells', column: null, value: '2' },
    ]);
    expect(result).toMatchObject({ lineCount: 6, validLineCount: 2, errorCount: 4 });
    expect(result.sampleLines).toEqual([2, 3, 5, 6, 7, 8]);
  });

  it('writes valid lines only; an empty cell is no value', () => {
    expect(importValues({ format: 'csv', text }, TARGETS)).toEqual([
      { variableId: 7, points: [[Date.parse('2026-02-28T23:00:00Z'), 1]] },
      {
        variableId: 9,
        points: [
          [Date.parse('2026-02-28T23:00:00Z'), 2],
          [Date.parse('2026-03-01T03:00:00Z'), 7],
        ],
      },
    ]);
  });

  it('keeps the first 200 errors and counts them all', () => {
    const lines = [
      'Date;GAZ_01',
      ...Array.from(
        { length: 250 },
        (_, index) => `01/03/2026 0${Math.floor(index / 60)}:${String(index % 60).padStart(2, '0')};x${index}`,
      ),
    ];
    const result = preview(lines.join('\n'));
    expect(result.errorCount).toBe(250);
    expect(result.errors).toHaveLength(200);
    expect(result.errors[199]).toMatchObject({ line: 201, kind: 'number', value: 'x199' });
    expect(result.sampleRows).toHaveLength(20);
  });
});

describe('parseImportCsv: unreadable files', () => {
  it.each([
    ['', 'empty', []],
    ['\uFEFF\r\n \r\n', 'empty', []],
    ['Site;GAZ_01\nA;1\n', 'noTimestampColumn', ['Site', 'GAZ_01']],
    ['Date;Autre\n01/03/2026 00:00;1\n', 'noValueColumn', ['Date', 'Autre']],
    ['PK\u0003\u0004\u0000\u0000binary', 'corrupt', []],
  ])('%j is %s', (text, reason, headers) => {
    expect(parseImportCsv(text, TARGETS)).toEqual({ kind: 'unreadable', reason, headers });
  });
});
