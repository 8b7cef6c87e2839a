import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './support';
import { readPdfText } from '../src/lib/pdfFont/readPdfText';

/* The data explorer's exports (spec 000 §9 "Export formats for graphs: PDF, CSV, JPEG, PNG"; issue
 * 14): a seeded graph's PNG, JPEG, PDF and CSV, a table graph's PDF and CSV, and a dashboard's one
 * PDF, each file checked by its bytes. Seeded (mocks/db/explorer.ts): dashboard 1 "Suivi
 * énergétique – Utilités Dunkerque" holds graph 2, a spline of four variables; dashboard 3 holds
 * graph 12, the table "Tableau récapitulatif". */

const SPLINE = { path: '/data-explorer/graph/1/2?range=J-7', name: 'Températures départ et retour' };
const TABLE = { path: '/data-explorer/graph/3/12?range=J-7', name: 'Tableau récapitulatif' };
const DASHBOARD = { path: '/data-explorer/dash/1?range=J-7', name: 'Suivi énergétique – Utilités Dunkerque' };
const DATED_NAME = (name: string, extension: string) => new RegExp(`^${name}_\\d{4}-\\d{2}-\\d{2}\\.${extension}$`);

interface Saved {
  name: string;
  bytes: Buffer;
}

/** Clicks what starts a download and reads the file the browser saved. */
async function download(page: Page, start: () => Promise<void>): Promise<Saved> {
  const downloaded = page.waitForEvent('download');
  await start();
  const file = await downloaded;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

async function exportAs(page: Page, menu: Locator, item: string): Promise<Saved> {
  await menu.click();
  return download(page, () => page.getByRole('menuitem', { name: item }).click());
}

/**
 * In the page: decodes a PNG (base64) and measures the share of its pixels that are not the white
 * background, over the whole picture and over its top 6 % (where the title and period are).
 */
async function inkOf(base64: string): Promise<{ width: number; height: number; inked: number; titleInked: number }> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context');
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const titleEnd = Math.round(bitmap.height * 0.06) * bitmap.width;
  let inked = 0;
  let titleInked = 0;
  for (let pixel = 0; pixel < bitmap.width * bitmap.height; pixel += 1) {
    const at = pixel * 4;
    if ((data[at] ?? 255) < 235 || (data[at + 1] ?? 255) < 235 || (data[at + 2] ?? 255) < 235) {
      inked += 1;
      if (pixel < titleEnd) titleInked += 1;
    }
  }
  return {
    width: bitmap.width,
    height: bitmap.height,
    inked: inked / (bitmap.width * bitmap.height),
    titleInked: titleInked / titleEnd,
  };
}

/** A PDF's pages' text as a reader extracts it (the embedded font writes glyph ids, not text bytes). */
const pdfText = async (bytes: Buffer): Promise<string> => (await readPdfText(bytes)).join('\n');

test('a graph exports as PNG, JPEG, PDF and CSV, each file what it says', async ({ page }) => {
  await openSignedIn(page, SPLINE.path, DEMO.admin);
  const menu = page.getByRole('button', { name: `Export ${SPLINE.name}` });
  // Enabled once the graph is drawn.
  await expect(menu).toBeEnabled({ timeout: 20_000 });
  const fileName = 'Températures_départ_et_retour';

  const png = await exportAs(page, menu, 'PNG image');
  expect(png.name).toMatch(DATED_NAME(fileName, 'png'));
  expect([...png.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  // A document, not the chart as drawn: 1280 × 720 CSS px at 2.5 pixels each (documentImage.ts),
  // whatever the window (IHDR width and height, bytes 16–23).
  expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([3200, 1800]);
  // A real picture: decoded by the browser, its pixels drawn, the title's band on top inked.
  const picture = await page.evaluate(inkOf, png.bytes.toString('base64'));
  expect(picture).toMatchObject({ width: 3200, height: 1800 });
  expect(picture.inked).toBeGreaterThan(0.02);
  expect(picture.inked).toBeLessThan(0.6);
  expect(picture.titleInked).toBeGreaterThan(0.005);

  const jpeg = await exportAs(page, menu, 'JPEG image');
  expect(jpeg.name).toMatch(DATED_NAME(fileName, 'jpg'));
  expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  const pdf = await exportAs(page, menu, 'PDF document');
  expect(pdf.name).toMatch(DATED_NAME(fileName, 'pdf'));
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await pdfText(pdf.bytes)).toContain(SPLINE.name);
  expect(await pdfText(pdf.bytes)).toContain('Page 1 of 1');

  const csv = await exportAs(page, menu, 'CSV file');
  expect(csv.name).toMatch(DATED_NAME(fileName, 'csv'));
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.toString('utf8').slice(1).split('\r\n');
  // An English file (src/lib/csv.ts): Date, then one "<name> (<unit>)" column per variable of the
  // graph (four seeded), commas between cells, dates as every spreadsheet reads them.
  expect(lines[0]).toMatch(/^Date(,[^,]+ \([^,]*\)){4}$/);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  expect(lines.length).toBeGreaterThan(3);
});

test('a table graph exports as PDF and CSV only', async ({ page }) => {
  await openSignedIn(page, TABLE.path, DEMO.admin);
  const menu = page.getByRole('button', { name: `Export ${TABLE.name}` });
  await expect(menu).toBeEnabled({ timeout: 20_000 });
  await menu.click();
  await expect(page.getByRole('menuitem')).toHaveText(['PDF document', 'CSV file']);
  await page.keyboard.press('Escape');

  const csv = await exportAs(page, menu, 'CSV file');
  expect(csv.name).toMatch(DATED_NAME('Tableau_récapitulatif', 'csv'));
  const lines = csv.bytes.toString('utf8').split('\r\n');
  expect(lines[0]).toBe('\uFEFFVariable,Unit,Value');
  // Six seeded variables, then the last line's CRLF.
  expect(lines).toHaveLength(1 + 6 + 1);

  const pdf = await exportAs(page, menu, 'PDF document');
  expect(await pdfText(pdf.bytes)).toContain(TABLE.name);
  expect(await pdfText(pdf.bytes)).toContain('Variable');
});

test('a dashboard exports as one PDF of its graphs', async ({ page }) => {
  await openSignedIn(page, DASHBOARD.path, DEMO.admin);
  const button = page.getByRole('button', { name: `Export as PDF: ${DASHBOARD.name}` });
  const pdf = await download(page, () => button.click());
  expect(pdf.name).toMatch(DATED_NAME('Suivi_énergétique_–_Utilités_Dunkerque', 'pdf'));
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf.bytes);
  // As written, the en dash included (the embedded font).
  expect(text).toContain('Suivi énergétique – Utilités Dunkerque');
  for (const graph of ['Comparatif des équipements', 'Températures départ et retour', 'Profil de charge lissé']) {
    expect(text).toContain(graph);
  }
  expect(text).toMatch(/Page 1 of \d/);
});
