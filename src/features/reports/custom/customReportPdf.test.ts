import { jsPDF } from 'jspdf';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import { loadPdfFont } from '../../../lib/pdfFont/pdfFont';
import { readDocumentText } from '../../../lib/pdfFont/readPdfText';
import { customReportPdf, type CustomPdfLabels } from './customReportPdf';

const labels: CustomPdfLabels = {
  period: (start, end) => `Period: ${start} to ${end}`,
  page: (page, total) => `Page ${page} of ${total}`,
  tableHeader: ['Variable', 'Unit', 'Value'],
  formatValue: (value) => (value === null ? '' : String(value)),
  noData: 'No data over this period.',
  introduction: 'Introduction',
  project: (name) => `Project: ${name}`,
};
const period = { start: new Date('2026-10-01T00:00:00Z'), end: new Date('2026-11-01T00:00:00Z') };

function drawn(title: string, rows: DrawnGraph['rows']): DrawnGraph {
  return { graphId: 1, title, kind: 'table', period, chart: null, series: [], rows, legend: [] };
}

const pages = (doc: jsPDF) => doc.getNumberOfPages();
const font = await loadPdfFont();

describe('the custom report PDF', () => {
  it('has a cover, the introduction, then one page per graph in order with its comment, numbered', async () => {
    const doc = await customReportPdf(
      jsPDF,
      font,
      {
        title: 'Monthly review',
        projectName: 'Compressed air',
        period,
        introduction: 'What this report shows: €, œ and – as written.',
        graphs: [
          { title: 'Power', drawn: drawn('Power', [{ name: 'Compressor', unit: 'kW', value: 12 }]), comment: 'Peak' },
          { title: 'Flow', drawn: null, comment: null },
        ],
      },
      labels,
    );
    const text = await readDocumentText(doc);
    expect(pages(doc)).toBe(4);
    for (const words of [
      'Monthly review',
      'Project: Compressed air',
      'What this report shows: €, œ and – as written.',
      'Peak',
      'Page 4 of 4',
    ])
      expect(text).toContain(words);
    expect(text.indexOf('Power')).toBeLessThan(text.indexOf('Flow'));
    // A graph with nothing to show over the period says so on its page.
    expect(text).toContain('No data over this period.');
  });

  it('leaves the introduction page out when there is none', async () => {
    const doc = await customReportPdf(
      jsPDF,
      font,
      {
        title: 'T',
        projectName: 'P',
        period,
        introduction: null,
        graphs: [{ title: 'G', drawn: null, comment: null }],
      },
      labels,
    );
    expect(pages(doc)).toBe(2);
  });
});
