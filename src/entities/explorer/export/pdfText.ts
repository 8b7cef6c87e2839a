/**
 * What a PDF font cannot print, replaced by its nearest text that it can. The embedded font
 * (src/lib/pdfFont) prints the product's characters (– ’ € œ ≤ →, French narrow no-break spaces)
 * and keeps the rest of this table for what falls outside its subset. jspdf's standard Helvetica,
 * used only until the embedded font is loaded, has WinAnsi encoding: Latin-1 only, everything else
 * goes through this table, and what it lacks prints "?".
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201a': "'", // ‚
  '\u2032': "'", // ′
  '\u201c': '"', // “
  '\u201d': '"', // ”
  '\u201e': '"', // „
  '\u2033': '"', // ″
  '\u00a0': ' ', // no-break space: jspdf measures it as a plain space anyway
  '\u202f': ' ', // narrow no-break space (Intl's French thousands and "… :")
  '\u2009': ' ', // thin space
  '\u2007': ' ', // figure space
  '\u2212': '-', // − minus sign
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2013': '-', // – en dash
  '\u2014': '-', // — em dash
  '\u2026': '...', // …
  '\u2022': '-', // • bullet
  '\u20ac': 'EUR', // €
  '\u0153': 'oe', // œ (cœur)
  '\u0152': 'OE', // Œ
  '\u2192': '->', // →
  '\u2190': '<-', // ←
  '\u2264': '<=', // ≤
  '\u2265': '>=', // ≥
  '\u2248': '~', // ≈
  '\u00ad': '', // soft hyphen
  '\u200b': '', // zero-width space
};

const LATIN1_MAX = 0xff;

/** What jspdf's standard fonts (WinAnsi) print, the invisible or odd spaces of the table aside. */
export const standardFontPrints = (codePoint: number): boolean =>
  codePoint <= LATIN1_MAX && REPLACEMENTS[String.fromCodePoint(codePoint)] === undefined;

/** Text as a font that prints the code points `canPrint` accepts can show it (see above). */
export function pdfText(text: string, canPrint: (codePoint: number) => boolean = standardFontPrints): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (canPrint(char.codePointAt(0) ?? 0)) {
      out += char;
      continue;
    }
    out += REPLACEMENTS[char] ?? '?';
  }
  return out;
}
