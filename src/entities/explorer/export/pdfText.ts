/**
 * jspdf's standard fonts (Helvetica) are written in WinAnsi encoding: Latin-1 prints (é, è, à, ç,
 * ô, °, ², µ…), anything else prints as garbage. French text carries a few characters outside it
 * (the typographic apostrophe of fr.json, the narrow no-break space before ":" and inside
 * numbers from Intl, the minus sign of formatted negatives): they are replaced by their nearest
 * Latin-1 equivalent, and what has none by "?".
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
  '\u2264': '<=', // ≤
  '\u2265': '>=', // ≥
  '\u2248': '~', // ≈
  '\u00ad': '', // soft hyphen
  '\u200b': '', // zero-width space
};

const LATIN1_MAX = 0xff;

/** Text as the PDF's standard fonts can print it (see above). */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
    } else if ((char.codePointAt(0) ?? 0) <= LATIN1_MAX) {
      out += char;
    } else {
      out += '?';
    }
  }
  return out;
}
