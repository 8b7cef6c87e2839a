import type { DataTableColumn } from './dataTableTypes';

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A column header's accessible name: its full name, holding the short label shown too (WCAG 2.5.3
 * "label in name": someone who says what they see must reach the control). A short label made of
 * the full name's own words ("Retard" for "Jours de retard") needs nothing more; an abbreviation
 * is followed by its expansion, as in writing: "Comm. (Communication)".
 */
export function headerName<Row>(column: DataTableColumn<Row>): string {
  const { header, fullHeader } = column;
  if (fullHeader === undefined) return header;
  const full = new Set(words(fullHeader));
  return words(header).every((word) => full.has(word)) ? fullHeader : `${header} (${fullHeader})`;
}
