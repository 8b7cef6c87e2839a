import writeXlsxFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './importSheet';
import { previewImportFile } from './previewFile';
import { importValues, parseImportSheet } from './readImport';
import type { ManualVariableTarget } from './types';

const TARGETS: ManualVariableTarget[] = [
  { id: 7, technicalId: 'GAZ_01', name: 'Index gaz chaufferie', unit: 'm³' },
  { id: 8, technicalId: null, name: 'Température extérieure', unit: '°C' },
];

/** A spreadsheet date: its wall-clock time in its UTC fields, as read-excel-file gives it. */
const sheetDate = (wall: string) => new Date(`${wall}Z`);

describe('parseImportSheet: xlsx rows', () => {
  it('reads Date cells as Europe/Paris wall-clock time, numbers as values', () => {
    const rows = [
      ['Date', 'GAZ_01', 'Température extérieure (°C)'],
      [sheetDate('2026-01-15T08:00:00'), 12.5, -3],
      [sheetDate('2026-07-15T08:00:00'), 13, null],
    ];
    const result = parseImportSheet(rows, TARGETS);
    expect(result).toMatchObject({
      kind: 'preview',
      preview: { format: 'xlsx', separator: null, dateFormat: null, sheetDates: true, validLineCount: 2 },
    });
    expect(importValues({ format: 'xlsx', rows }, TARGETS)).toEqual([
      {
        variableId: 7,
        points: [
          [Date.parse('2026-01-15T07:00:00Z'), 12.5],
          [Date.parse('2026-07-15T06:00:00Z'), 13],
        ],
      },
      { variableId: 8, points: [[Date.parse('2026-01-15T07:00:00Z'), -3]] },
    ]);
  });

  it('reads serial days under a time-stamp header, and text dates in a spreadsheet', () => {
    // 46037.5 = 2026-01-15 12:00 in Excel's 1900 date system.
    const serial = parseImportSheet(
      [
        ['Horodatage', 'GAZ_01'],
        [46037.5, 1],
      ],
      TARGETS,
    );
    expect(serial).toMatchObject({ kind: 'preview', preview: { firstTimestamp: '2026-01-15T11:00:00.000Z' } });
    const text = parseImportSheet(
      [
        ['Date', 'GAZ_01'],
        ['15/01/2026 12:00', '4,5'],
        ['16/01/2026 12:00', 'abc'],
      ],
      TARGETS,
    );
    expect(text).toMatchObject({
      kind: 'preview',
      preview: {
        dateFormat: 'DD/MM/YYYY HH:mm',
        sheetDates: false,
        decimalComma: true,
        validLineCount: 1,
        errors: [{ line: 3, kind: 'number', column: 'GAZ_01', value: 'abc' }],
      },
    });
  });

  it('shows spreadsheet dates in the sample as YYYY-MM-DD HH:mm:ss, to the second', () => {
    // A serial day's float may read a millisecond early: the second is rounded.
    const early = new Date(Date.parse('2026-01-15T09:00:00Z') - 1);
    const result = parseImportSheet(
      [
        ['Date', 'GAZ_01'],
        [sheetDate('2026-01-15T08:05:09'), 2],
        [early, 3],
      ],
      TARGETS,
    );
    expect(result.kind === 'preview' && result.preview.sampleRows).toEqual([
      ['2026-01-15 08:05:09', '2'],
      ['2026-01-15 09:00:00', '3'],
    ]);
    expect(result.kind === 'preview' && result.preview.lastTimestamp).toBe('2026-01-15T08:00:00.000Z');
  });
});

describe('previewImportFile', () => {
  it('reads an xlsx file written by a spreadsheet writer', async () => {
    const blob = await writeXlsxFile([
      [{ value: 'Date' }, { value: 'Index gaz chaufferie (m³)' }],
      [
        { value: sheetDate('2026-03-01T00:00:00'), type: Date, format: 'yyyy-mm-dd hh:mm:ss' },
        { value: 10.5, type: Number },
      ],
      [
        { value: sheetDate('2026-03-01T01:00:00'), type: Date, format: 'yyyy-mm-dd hh:mm:ss' },
        { value: 11, type: Number },
      ],
    ]).toBlob();
    const file = new File([await blob.arrayBuffer()], 'releves.xlsx');
    const result = await previewImportFile(file, TARGETS);
    expect(result).toMatchObject({
      kind: 'preview',
      preview: { format: 'xlsx', lineCount: 2, validLineCount: 2, firstTimestamp: '2026-02-28T23:00:00.000Z' },
    });
    expect(await readXlsxRows(await blob.arrayBuffer())).toHaveLength(3);
  });

  it('has no preview for xls, reads csv, and calls a broken xlsx corrupt', async () => {
    expect(await previewImportFile(new File(['whatever'], 'ancien.XLS'), TARGETS)).toEqual({
      kind: 'noPreview',
      reason: 'xls',
    });
    expect(await previewImportFile(new File(['Date;GAZ_01\n01/03/2026 00:00;1\n'], 'a.csv'), TARGETS)).toMatchObject({
      kind: 'preview',
      preview: { separator: ';', validLineCount: 1 },
    });
    expect(await previewImportFile(new File(['not a zip'], 'b.xlsx'), TARGETS)).toEqual({
      kind: 'unreadable',
      reason: 'corrupt',
      headers: [],
    });
  });
});
