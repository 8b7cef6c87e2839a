import type { jsPDF } from 'jspdf';

/*
 * The font of every PDF the product writes: DejaVu Sans (subset, scripts/subset-pdf-font.mjs),
 * embedded in the file, so that text prints as written (– ’ € œ ≤ →, the narrow no-break spaces
 * of French numbers) and can be searched and copied, which jspdf's standard Helvetica (WinAnsi
 * only) cannot. Its chunk (about 50 kB gzipped) is only downloaded when a PDF is made, like jspdf.
 */

export const PDF_FONT_FAMILY = 'DejaVuSans';

/** The font's two styles as base64 TrueType files. */
export interface PdfFont {
  regular: string;
  bold: string;
}

let loading: Promise<PdfFont> | null = null;
let loaded: PdfFont | null = null;

/** The font, downloaded once; a failed download (offline) is tried again at the next export. */
export function loadPdfFont(): Promise<PdfFont> {
  loading ??= import('./pdfFontFiles').then(
    ({ PDF_FONT_FILES }) => {
      loaded = PDF_FONT_FILES;
      return PDF_FONT_FILES;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The font if a PDF export already loaded it, so that a synchronous writer can use it. */
export function loadedPdfFont(): PdfFont | null {
  return loaded;
}

/** Embeds both styles in the document (jspdf writes only the glyphs used) and selects the regular. */
export function registerPdfFont(doc: jsPDF, font: PdfFont): void {
  doc.addFileToVFS(`${PDF_FONT_FAMILY}.ttf`, font.regular);
  doc.addFileToVFS(`${PDF_FONT_FAMILY}-Bold.ttf`, font.bold);
  doc.addFont(`${PDF_FONT_FAMILY}.ttf`, PDF_FONT_FAMILY, 'normal', undefined, 'Identity-H');
  doc.addFont(`${PDF_FONT_FAMILY}-Bold.ttf`, PDF_FONT_FAMILY, 'bold', undefined, 'Identity-H');
  doc.setFont(PDF_FONT_FAMILY, 'normal');
}
