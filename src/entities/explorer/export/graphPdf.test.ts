import { jsPDF } from 'jspdf';
import { loadPdfFont } from '../../../lib/pdfFont/pdfFont';
import { readDocumentText, readPdfText } from '../../../lib/pdfFont/readPdfText';
import type { DrawnGraph } from '../charts/drawnGraph';
import { dashboardPdf, graphPdf, type PdfLabels } from './graphPdf';
import { colorToRgb } from './pdfWriter';

/** A 4 × 2 px JPEG, as a chart's getDataURL gives. */
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIADg9//2Q==';

const labels: PdfLabels = {
  period: (start, end) => `Période : du ${start} au ${end}`,
  page: (page, total) => `Page ${page} sur ${total}`,
  tableHeader: ['Variable', 'Unité', 'Valeur'],
  formatValue: (value) => (value === null ? '' : String(value).replace('.', ',')),
  noData: 'Aucune donnée sur cette période.',
};

const period = { start: new Date('2026-11-10T13:00:00Z'), end: new Date('2026-11-24T13:00:00Z') };

function drawn(overrides: Partial<DrawnGraph> = {}): DrawnGraph {
  return {
    graphId: 1,
    title: 'Consommation d’été – CTA n° 2',
    kind: 'spline',
    period,
    chart: null,
    series: [],
    rows: [],
    legend: [
      { name: 'Compresseur 1', color: '#1c7ed6', note: '+4,2 % vs année précédente, −3 €' },
      { name: 'Éclairage', color: 'rgb(47, 158, 68)' },
    ],
    ...overrides,
  };
}

/** The file as written (uncompressed), for its structure. */
const pdfSource = (doc: jsPDF): string => doc.output();
/** Each page's text as a reader extracts it. */
const pageTexts = (doc: jsPDF): Promise<string[]> => readPdfText(doc.output('arraybuffer'));

// As an export does: the font is loaded beside jspdf, then the documents are written in it.
await loadPdfFont();

describe('graph PDF', () => {
  it('writes the title, the period in the product’s format, the legend and the page number', async () => {
    const doc = graphPdf(jsPDF, { drawn: drawn(), image: { dataUrl: JPEG, aspect: 2 } }, labels);
    const source = pdfSource(doc);
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(source).toContain('/Subtype /Image');
    // The embedded font, so that the title's apostrophe and the dash print as written.
    expect(source).toMatch(/\/BaseFont\s*\/DejaVuSans\b/);
    const text = await readDocumentText(doc);
    expect(text).toContain('Consommation d’été – CTA n° 2');
    expect(text).toContain('10/11/2026 14:00 au 24/11/2026 14:00');
    expect(text).toContain('Compresseur 1 (+4,2 % vs année précédente, −3 €)');
    expect(text).toContain('Page 1 sur 1');
  });

  it('writes a table graph’s rows as a table, over several pages when long', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ name: `Compteur ${i + 1}`, unit: 'm³', value: i + 0.5 }));
    const doc = graphPdf(jsPDF, { drawn: drawn({ kind: 'table', rows, legend: [] }), image: null }, labels);
    const pages = await pageTexts(doc);
    expect(doc.getNumberOfPages()).toBe(3);
    expect(pages[2]).toMatch(/Compteur 60\s+m³\s+59,5/);
    expect(pages[2]).toContain('Page 3 sur 3');
  });

  it('puts the dashboard’s title and period first, then two graphs a page', async () => {
    const graphs = Array.from({ length: 5 }, (_, i) => ({
      drawn: drawn({ graphId: i, title: `Graphique ${i + 1}` }),
      image: { dataUrl: JPEG, aspect: 3 },
    }));
    const doc = dashboardPdf(jsPDF, { title: 'Tableau de bord – Utilités', period, graphs }, labels);
    const pages = await pageTexts(doc);
    expect(pages[0]).toMatch(/^Tableau de bord – Utilités/);
    expect(pages[2]).toContain('Graphique 5');
    expect(doc.getNumberOfPages()).toBe(3);
  });

  it('keeps each chart’s legend on its chart’s page, whatever the charts’ shapes', async () => {
    const graphs = [3, 1.4, 2, 1.2, 4, 1.6, 2.5].map((aspect, i) => ({
      drawn: drawn({
        graphId: i,
        title: `Graphique ${i + 1}`,
        legend: [{ name: `Légende ${i + 1}`, color: '#1c7ed6' }],
      }),
      image: { dataUrl: JPEG, aspect },
    }));
    const pages = await pageTexts(dashboardPdf(jsPDF, { title: 'Tableau de bord', period, graphs }, labels));
    for (let i = 1; i <= graphs.length; i += 1) {
      const page = pages.findIndex((text) => text.includes(`Graphique ${i}\n`) || text.includes(`Graphique ${i} `));
      expect(page).toBeGreaterThanOrEqual(0);
      expect(pages[page]).toContain(`Légende ${i}`);
    }
  });

  it('reads legend colours', () => {
    expect(colorToRgb('#1c7ed6')).toEqual([28, 126, 214]);
    expect(colorToRgb('#fff')).toEqual([255, 255, 255]);
    expect(colorToRgb('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3]);
    expect(colorToRgb('tomato')).toEqual([134, 142, 150]);
  });
});
