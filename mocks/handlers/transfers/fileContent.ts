import type { MockDatabase } from '../../db/database';
import type { DownloadRow } from '../../db/downloads';

/*
 * What a ready download file holds: a CSV of the exported variables (spec 001 §9: semicolon
 * separator, CRLF lines, byte-order mark, null as empty) or, for a report, a one-page PDF.
 */

const STEP_SECONDS: Record<string, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3_600,
  days: 86_400,
  weeks: 604_800,
  months: 2_628_003,
  years: 31_536_000,
};
const MAX_ROWS = 200;

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '-');
}

function csvOf(db: MockDatabase, row: DownloadRow): string {
  const columns = row.variables.map((item) => {
    const variable = db.variables.find((candidate) => candidate.id === item.variableId);
    const unit = db.units.find((candidate) => candidate.id === variable?.unitId)?.name;
    return `${variable?.name ?? `Variable ${item.variableId}`}${unit ? ` (${unit})` : ''}`;
  });
  const stepMs = (row.sampling ?? 1) * (STEP_SECONDS[row.samplingUnit ?? 'hours'] ?? 3_600) * 1000;
  const startMs = Date.parse(row.start);
  const count = Math.min(MAX_ROWS, Math.max(1, Math.floor((Date.parse(row.end) - startMs) / stepMs)));
  const lines = [['Date', ...columns].join(';')];
  for (let index = 0; index < count; index += 1) {
    const at = new Date(startMs + index * stepMs).toISOString().replace('T', ' ').slice(0, 19);
    // A gap now and then: exported as an empty cell (null as empty).
    const values = row.variables.map((item, column) =>
      (index + column) % 37 === 11
        ? ''
        : (50 + 30 * Math.sin((index + item.variableId) / 7)).toFixed(2).replace('.', ','),
    );
    lines.push([at, ...values].join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A valid one-page PDF with the report's title and period, byte offsets and all. */
function pdfOf(row: DownloadRow): string {
  const text = `BT /F1 18 Tf 50 780 Td (${ascii(row.title).replace(/[()\\]/g, '')}) Tj 0 -28 Td /F1 11 Tf (Periode : ${row.start.slice(0, 10)} - ${row.end.slice(0, 10)}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${text.length}>>\nstream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return `${body}trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
}

export function fileContent(db: MockDatabase, row: DownloadRow): Uint8Array {
  return new TextEncoder().encode(row.fileName.endsWith('.pdf') ? pdfOf(row) : csvOf(db, row));
}
