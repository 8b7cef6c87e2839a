// @vitest-environment node
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import type { BexReport, MaintenanceCheck } from '../../../entities/reports/bexReportsApi';
import { loadPdfFont } from '../../../lib/pdfFont/pdfFont';
import { readDocumentText } from '../../../lib/pdfFont/readPdfText';
import { maintenancePdf, type MaintenancePdfLabels } from './maintenancePdf';

const finding = (index: number): MaintenanceCheck => ({
  kind: index % 2 === 0 ? 'below_sensor_range' : 'module_not_responding',
  variable: index % 2 === 0 ? { id: 1, name: 'Temperature depart' } : null,
  acquisitionDevice: index % 2 === 0 ? null : { id: 2, name: 'Passerelle Modbus' },
  occurrences: 8,
  firstSeenAt: '2026-10-03T06:00:00.000Z',
  lastSeenAt: '2026-10-03T14:00:00.000Z',
  value: index % 2 === 0 ? -35 : null,
  series: { variable: { id: 1, name: 'Temperature depart' }, aggregationId: 1, unit: '°C' },
  comment: index === 0 ? 'Cable replaced on the fourth of October, see the intervention ticket' : null,
});

const report = (count: number): BexReport => ({
  id: 1,
  type: 'maintenance',
  name: 'Monthly check',
  title: 'Measuring chains',
  project: {
    id: 1,
    name: 'Dunkerque Utilities',
    place: { id: 1, name: 'Dunkerque plant', client: { id: 1, name: 'C' } },
  },
  startDate: '2026-09-30T22:00:00.000Z',
  endDate: '2026-10-31T23:00:00.000Z',
  status: 'validated',
  checks: Array.from({ length: count }, (_, index) => finding(index)),
});

const labels: MaintenancePdfLabels = {
  project: (project, site) => `Project: ${project}, ${site}`,
  period: (start, end) => `Period: ${start} - ${end}`,
  status: 'Status: Validated',
  author: (name) => `Author: ${name}`,
  comments: 'Comments',
  findings: (count) => `${count} findings`,
  none: 'Nothing found',
  counts: (kind, count) => `${kind}: ${count}`,
  tableHeader: ['Variable or module', 'Check', 'From', 'To', 'Comment', 'Value'],
  kind: (kind) => (kind === 'below_sensor_range' ? 'Below range' : 'Module silent'),
  value: (value, unit) => (value === null || value === undefined ? '' : `${value} ${unit ?? ''}`),
  page: (page, total) => `Page ${page} of ${total}`,
};

const font = await loadPdfFont();

/** The PDF's text as a reader extracts it. */
const textOf = async (count: number) => {
  const doc = maintenancePdf(jsPDF, font, report(count), labels);
  return { text: await readDocumentText(doc), pages: doc.getNumberOfPages() };
};

describe('maintenance report PDF', () => {
  it('writes the title, project, period, counts, findings and page numbers', async () => {
    const { text, pages } = await textOf(3);
    expect(pages).toBe(1);
    for (const part of [
      'Monthly check – Measuring chains',
      'Project: Dunkerque Utilities, Dunkerque plant',
      'Period: 01/10/2026 00:00 - 01/11/2026 00:00',
      '3 findings',
      'Below range: 2',
      'Passerelle Modbus',
      '-35 °C',
      'Page 1 of 1',
    ])
      expect(text).toContain(part);
    // A long comment is cut to one line of its column.
    expect(text).not.toContain('see the intervention ticket');
  });

  it('continues the table over pages, each numbered', async () => {
    const { text, pages } = await textOf(60);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('says when the checks found nothing', async () => {
    expect((await textOf(0)).text).toContain('Nothing found');
  });
});
