import { jsPDF } from 'jspdf';
import { loadPdfFont } from '../../../lib/pdfFont/pdfFont';
import { readDocumentText } from '../../../lib/pdfFont/readPdfText';
import { newPdfDocument } from './graphPdf';
import { pdfText } from './pdfText';
import { PdfWriter, pdfTypeface } from './pdfWriter';

/** The product's characters that jspdf's standard fonts cannot print. */
const PRODUCT_TEXT =
  'CPE Dunkerque – Utilités — l’été “chaud” : 1\u202f234,5\u00a0€ à 25 °C, 3 m² · m³ · µs, cœur Œ… ≤ ≥ → −4';

describe('PDF text in the embedded font', () => {
  const font = loadPdfFont();

  it('keeps every product character as written', async () => {
    const typeface = pdfTypeface(newPdfDocument(jsPDF, await font));
    expect(typeface.text(PRODUCT_TEXT)).toBe(PRODUCT_TEXT);
  });

  it('replaces only what the font lacks', async () => {
    const typeface = pdfTypeface(newPdfDocument(jsPDF, await font));
    expect(typeface.text('Ω 水 ✓ – €')).toBe('Ω ? ? – €');
  });

  it('prints text that a reader extracts as written', async () => {
    const writer = new PdfWriter(newPdfDocument(jsPDF, await font));
    writer.text(PRODUCT_TEXT, 12);
    writer.text('Gras : l’œuvre – 12\u202f€', 12, { bold: true });
    const text = await readDocumentText(writer.doc);
    // Readers extract every kind of space as a plain one; the file itself maps the glyphs of the
    // no-break and narrow no-break spaces to their own code points.
    expect(text).toContain(PRODUCT_TEXT.replace(/[\u00a0\u202f]/g, ' '));
    expect(text).toContain('Gras : l’œuvre – 12 €');
    expect(writer.doc.output()).toMatch(/<[0-9a-f]{4}><202f>/);
    expect(writer.doc.output()).toMatch(/<[0-9a-f]{4}><00a0>/);
  });
});

describe('PDF text in the standard fonts (before the embedded font is loaded)', () => {
  it('keeps Latin-1 French letters', () => {
    expect(pdfText('Température été à Besançon, 25 °C, 3 m²')).toBe('Température été à Besançon, 25 °C, 3 m²');
  });

  it('replaces what the standard fonts cannot print by its nearest Latin-1 text', () => {
    expect(pdfText('L’usine « Nord » : −4,2\u202f% – cœur…')).toBe("L'usine « Nord » : -4,2 % - coeur...");
    expect(pdfText('Période\u00a0: 1\u202f234 €')).toBe('Période : 1 234 EUR');
  });

  it('prints "?" for anything else', () => {
    expect(pdfText('Ω 水')).toBe('? ?');
  });

  it('composes decomposed accents first', () => {
    expect(pdfText('e\u0301te\u0301')).toBe('été');
  });

  it('is what a document gets when no font was loaded', () => {
    expect(pdfTypeface(newPdfDocument(jsPDF, null)).text('L’été – 5 €')).toBe("L'été - 5 EUR");
  });
});
