/**
 * Text truncation for labels and table cells (spec 000 §9: "Text truncation adds an ellipsis").
 */

/** A single character (U+2026), so it costs one unit of the length budget, not three. */
export const ELLIPSIS = '…';

/**
 * Splits into user-perceived characters (grapheme clusters) so that an accent, a flag or an emoji
 * with a skin tone is never cut in half. Falls back to code points, which still keeps surrogate
 * pairs whole, where Intl.Segmenter is missing.
 */
function splitGraphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function') {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/**
 * Shortens `text` to at most `maxLength` UTF-16 code units (String.length, the unit inputs and
 * databases count in), ellipsis included. Text that already fits is returned unchanged.
 *
 * Where the spec is silent: white space left before the ellipsis is trimmed ("Hello…", not
 * "Hello …"); a maxLength below 1 gives "", and 1 gives "…" alone. null and undefined give "".
 */
export function truncate(text: string | null | undefined, maxLength: number): string {
  if (text === null || text === undefined) return '';
  const limit = Number.isFinite(maxLength) ? Math.floor(maxLength) : text.length;
  if (text.length <= limit) return text;
  if (limit < 1) return '';

  const budget = limit - ELLIPSIS.length;
  let kept = '';
  for (const grapheme of splitGraphemes(text)) {
    if (kept.length + grapheme.length > budget) break;
    kept += grapheme;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}
