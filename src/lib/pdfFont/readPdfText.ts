import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { jsPDF } from 'jspdf';

/*
 * For tests: the text of each page of a PDF as a reader extracts it (pdf.js, the engine of
 * Firefox's viewer), through the fonts' ToUnicode maps, so that a test sees what a user who
 * searches or copies the document gets, not the bytes jspdf wrote.
 */

/** One string per page, its text items joined by spaces (a line break where pdf.js sees one). */
export async function readPdfText(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  // A plain copy: pdf.js refuses node's Buffer and may detach what it is given.
  const data = new Uint8Array(bytes);
  const pdf = await getDocument({ data, isEvalSupported: false, verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    // As written: pdf.js would otherwise fold compatibility characters (µ into Greek μ).
    const content = await page.getTextContent({ disableNormalization: true });
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : ' ');
    }
    pages.push(text.trim());
  }
  await pdf.destroy();
  return pages;
}

/** The whole text of a jspdf document as read back, its pages one after the other. */
export async function readDocumentText(doc: Pick<jsPDF, 'output'>): Promise<string> {
  return (await readPdfText(doc.output('arraybuffer'))).join('\n');
}
