#!/usr/bin/env node
// Writes the PDF font (src/lib/pdfFont/): DejaVu Sans, regular and bold, from the dejavu-fonts-ttf
// package, cut down to the characters the product prints (French, English and Spanish text, units,
// the typographic punctuation of the messages, € and the comparison signs of the alert rules), so
// that the chunk a PDF export downloads stays small (two 750 kB files → two of about 36 kB).
// Needs fonttools' pyftsubset (Debian: apt-get install fonttools). Run: node scripts/subset-pdf-font.mjs
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'node_modules', 'dejavu-fonts-ttf');
const TARGET = join(ROOT, 'src', 'lib', 'pdfFont');

const UNICODES = [
  'U+0020-007E', // ASCII
  'U+00A0-017F', // Latin-1 (é, °, ², µ, no-break space) and Latin Extended-A (œ, Œ, ŷ)
  'U+0192,U+0218-021B,U+0232-0233', // ƒ, Romanian ș ț, ȳ (the regression's mean)
  'U+02C6-02DD', // spacing accents
  'U+0391-03C9', // Greek letters of formulas and units (Σ, Δ, Ω, φ)
  'U+2000-206F', // punctuation: – — ’ “ ” … •, the narrow no-break and thin spaces, ‰
  'U+2070-209F', // superscripts and subscripts (CO₂)
  'U+20AC,U+2116,U+2122,U+2126', // € № ™ Ω
  'U+2190-2195', // arrows
  'U+2202,U+2206,U+2211-2212,U+2215,U+2219-221A,U+221E', // ∂ ∆ ∑ − ∕ ∙ √ ∞
  'U+2248,U+2260,U+2264-2265', // ≈ ≠ ≤ ≥
].join(',');

for (const name of ['DejaVuSans', 'DejaVuSans-Bold']) {
  execFileSync('pyftsubset', [
    join(SOURCE, 'ttf', `${name}.ttf`),
    `--unicodes=${UNICODES}`,
    // jspdf reads glyph outlines, widths and the cmap only: no hinting, no OpenType layout.
    '--no-hinting',
    '--layout-features=',
    `--output-file=${join(TARGET, `${name}.ttf`)}`,
  ]);
}
// The fonts' licence travels with them (Bitstream Vera and Arev terms).
copyFileSync(join(SOURCE, 'LICENSE'), join(TARGET, 'LICENSE'));
console.log(`PDF font written to ${TARGET}`);
