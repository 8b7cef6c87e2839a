import type { jsPDF } from 'jspdf';
import { PDF_FONT_FAMILY } from '../../../lib/pdfFont/pdfFont';
import { pdfText, standardFontPrints } from './pdfText';

/**
 * A cursor over an A4 landscape jsPDF document (mm): text, a legend, a table of rows, page breaks
 * and the "Page x of y" footers. The document itself comes from the caller, so that jspdf is only
 * loaded when the user exports (graphPdf.ts takes its constructor).
 */

export const PAGE = { width: 297, height: 210, margin: 12, footer: 8 } as const;
const TEXT_COLOR: [number, number, number] = [33, 37, 41];
const MUTED_COLOR: [number, number, number] = [90, 96, 104];
const RULE_COLOR: [number, number, number] = [206, 212, 218];
const LINE_FACTOR = 1.25;
const PT_TO_MM = 0.3528;
const LEGEND_SWATCH = 3;
const LEGEND_GAP = 6;
const ROW_HEIGHT = 6.5;
/** Space left under an image, before its legend. */
export const IMAGE_GAP = 2;

export interface LegendItem {
  name: string;
  color: string;
  note?: string;
}

/** "#rgb", "#rrggbb" or "rgb(r, g, b)" as jsPDF's numbers; anything else is a neutral grey. */
export function colorToRgb(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return [134, 142, 150];
}

/** The font a document's text is set in, and its text as that font can print it. */
export interface PdfTypeface {
  family: string;
  text: (value: string) => string;
}

/** The code points of the font jspdf has selected, read from its parsed cmap (null: a standard font). */
function selectedFontCodePoints(doc: jsPDF): Readonly<Record<number, number>> | null {
  // jspdf types the parsed TrueType font as any: its cmap maps code points to glyph ids.
  const metadata: unknown = doc.getFont().metadata;
  const codeMap: unknown = (metadata as { cmap?: { unicode?: { codeMap?: unknown } } } | undefined)?.cmap?.unicode
    ?.codeMap;
  return typeof codeMap === 'object' && codeMap !== null ? (codeMap as Record<number, number>) : null;
}

/**
 * The embedded font (src/lib/pdfFont) when newPdfDocument registered it, which prints what its
 * cmap holds; otherwise jspdf's Helvetica, Latin-1 only.
 */
export function pdfTypeface(doc: jsPDF): PdfTypeface {
  if (!(PDF_FONT_FAMILY in doc.getFontList())) {
    return { family: 'helvetica', text: (value) => pdfText(value, standardFontPrints) };
  }
  const previous = doc.getFont();
  doc.setFont(PDF_FONT_FAMILY, 'normal');
  const codePoints = selectedFontCodePoints(doc);
  doc.setFont(previous.fontName, previous.fontStyle);
  const canPrint = (codePoint: number) => codePoints !== null && (codePoints[codePoint] ?? 0) > 0;
  return { family: PDF_FONT_FAMILY, text: (value) => pdfText(value, canPrint) };
}

export class PdfWriter {
  y: number = PAGE.margin;
  readonly typeface: PdfTypeface;

  constructor(readonly doc: jsPDF) {
    this.typeface = pdfTypeface(doc);
    doc.setTextColor(...TEXT_COLOR);
  }

  /** Selects the document's font (regular or bold) at a size in points. */
  font(size: number, bold = false): void {
    this.doc.setFont(this.typeface.family, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  get bottom(): number {
    return PAGE.height - PAGE.margin - PAGE.footer;
  }

  get remaining(): number {
    return this.bottom - this.y;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** A new page unless `height` still fits below the cursor. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > PAGE.margin) this.newPage();
  }

  lineHeight(size: number): number {
    return size * PT_TO_MM * LINE_FACTOR;
  }

  /** One paragraph, wrapped to the content width; the cursor moves below it. */
  text(value: string, size: number, options: { bold?: boolean; muted?: boolean } = {}): void {
    const { doc } = this;
    this.font(size, options.bold);
    doc.setTextColor(...(options.muted ? MUTED_COLOR : TEXT_COLOR));
    // jspdf types its answer as any: it is a string[] for a string.
    const split: unknown = doc.splitTextToSize(this.typeface.text(value), this.contentWidth);
    const lines = Array.isArray(split) ? split.map(String) : [String(split)];
    const height = this.lineHeight(size);
    for (const line of lines) {
      this.ensure(height);
      doc.text(line, PAGE.margin, this.y, { baseline: 'top' });
      this.y += height;
    }
    doc.setTextColor(...TEXT_COLOR);
  }

  gap(height: number): void {
    this.y += height;
  }

  /** Lines of legend items (swatch, name, note) laid out left to right, as measured. */
  private legendLines(items: readonly LegendItem[], size: number): { item: LegendItem; text: string; x: number }[][] {
    const { doc } = this;
    this.font(size);
    const lines: { item: LegendItem; text: string; x: number }[][] = [[]];
    let x = 0;
    for (const item of items) {
      const text = this.typeface.text(item.note ? `${item.name} (${item.note})` : item.name);
      const width = LEGEND_SWATCH + 1.5 + Math.min(doc.getTextWidth(text), this.contentWidth - LEGEND_SWATCH - 2);
      if (x > 0 && x + width > this.contentWidth) {
        lines.push([]);
        x = 0;
      }
      lines.at(-1)?.push({ item, text, x });
      x += width + LEGEND_GAP;
    }
    return lines.filter((line) => line.length > 0);
  }

  legendHeight(items: readonly LegendItem[], size: number): number {
    return items.length === 0 ? 0 : this.legendLines(items, size).length * this.lineHeight(size) + 1;
  }

  legend(items: readonly LegendItem[], size: number): void {
    const { doc } = this;
    const height = this.lineHeight(size);
    for (const line of this.legendLines(items, size)) {
      this.ensure(height);
      for (const { item, text, x } of line) {
        doc.setFillColor(...colorToRgb(item.color));
        doc.rect(PAGE.margin + x, this.y + (height - LEGEND_SWATCH) / 2, LEGEND_SWATCH, LEGEND_SWATCH, 'F');
        doc.text(text, PAGE.margin + x + LEGEND_SWATCH + 1.5, this.y, {
          baseline: 'top',
          maxWidth: this.contentWidth - x - LEGEND_SWATCH - 2,
        });
      }
      this.y += height;
    }
    this.y += 1;
  }

  /** An image of the given aspect ratio (width / height), as large as fits in width × maxHeight. */
  image(dataUrl: string, format: 'PNG' | 'JPEG', aspect: number, maxHeight: number): void {
    let width = this.contentWidth;
    let height = width / aspect;
    if (height > maxHeight) {
      height = Math.max(maxHeight, 10);
      width = height * aspect;
    }
    this.ensure(height);
    this.doc.addImage(dataUrl, format, PAGE.margin + (this.contentWidth - width) / 2, this.y, width, height);
    this.y += height + IMAGE_GAP;
  }

  /** A table (header repeated after a page break); the last column is right-aligned (values). */
  table(header: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[]): void {
    const { doc } = this;
    const size = 9;
    const total = widths.reduce((sum, w) => sum + w, 0);
    const columns = widths.map((w) => (w / total) * this.contentWidth);
    const drawRow = (cells: readonly string[], bold: boolean) => {
      this.font(size, bold);
      let x = PAGE.margin;
      cells.forEach((cell, index) => {
        const width = columns[index] ?? 0;
        const last = index === cells.length - 1;
        doc.text(this.typeface.text(cell), last ? x + width - 1.5 : x + 1.5, this.y + 1.5, {
          baseline: 'top',
          align: last ? 'right' : 'left',
          maxWidth: width - 3,
        });
        x += width;
      });
      doc.setDrawColor(...RULE_COLOR);
      doc.line(PAGE.margin, this.y + ROW_HEIGHT, PAGE.margin + this.contentWidth, this.y + ROW_HEIGHT);
      this.y += ROW_HEIGHT;
    };
    this.ensure(2 * ROW_HEIGHT);
    drawRow(header, true);
    for (const row of rows) {
      if (this.y + ROW_HEIGHT > this.bottom) {
        this.newPage();
        drawRow(header, true);
      }
      drawRow(row, false);
    }
    this.y += 2;
  }

  /** "Page x of y" at the bottom right of every page, once the page count is known. */
  pageNumbers(label: (page: number, total: number) => string): void {
    const { doc } = this;
    const total = doc.getNumberOfPages();
    this.font(8);
    doc.setTextColor(...MUTED_COLOR);
    for (let page = 1; page <= total; page += 1) {
      doc.setPage(page);
      doc.text(this.typeface.text(label(page, total)), PAGE.width - PAGE.margin, PAGE.height - PAGE.margin, {
        align: 'right',
        baseline: 'bottom',
      });
    }
    doc.setTextColor(...TEXT_COLOR);
  }
}
