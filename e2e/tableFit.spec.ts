import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support';

/*
 * Screens that fit the common laptop: on a 1280 × 720 screen with the menu open, in French (the
 * longest labels) and in English, the home's data quality table and the lists show their default
 * columns without sideways scrolling, every header whole (wrapped, never cut), names readable
 * (never cut to a few letters), and severity tags whole wherever they appear.
 */

test.use({ viewport: { width: 1280, height: 720 } });

const LOCALES = {
  fr: {
    signIn: 'Se connecter',
    userMenu: 'Menu utilisateur',
    quality: 'Qualité des données par projet',
    events: 'Événements',
    pending: 'Événements à traiter',
    lists: [
      ['/automatic-variables', 'Variables'],
      ['/parameters/projects', 'Projets'],
      ['/alerting-config', 'Alertes standard'],
      ['/interventions', 'Interventions en cours'],
      ['/cperapports', 'Rapports CPE'],
    ],
    severity: /^(Critique|Erreur|Avertissement|Info)$/,
  },
  en: {
    signIn: 'Sign in',
    userMenu: 'User menu',
    quality: 'Data quality by project',
    events: 'Events',
    pending: 'Pending events',
    lists: [
      ['/automatic-variables', 'Variables'],
      ['/parameters/projects', 'Projects'],
      ['/alerting-config', 'Standard alerts'],
      ['/interventions', 'Current interventions'],
      ['/cperapports', 'CPE reports'],
    ],
    severity: /^(Critical|Error|Warning|Info)$/,
  },
} as const;
type Locale = keyof typeof LOCALES;

/** Signs in from the app's login screen in `locale`; the provider's own page stays in English. */
async function openSignedInIn(page: Page, locale: Locale, path: string): Promise<void> {
  await page.addInitScript((wanted) => localStorage.setItem('wattsight.locale', wanted), locale);
  await page.goto(path);
  await page.getByRole('button', { name: LOCALES[locale].signIn }).click();
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('button', { name: LOCALES[locale].userMenu })).toBeVisible();
}

/** How many pixels of an element's content are out of its box sideways (scrolled or cut). */
const hiddenWidth = (element: Locator) => element.evaluate((node) => node.scrollWidth - node.clientWidth);

/** The same, for the element or anything inside it: a label cut with an ellipsis inside a header. */
const cutWidth = (element: Locator) =>
  element.evaluate((node) =>
    Math.max(...[node, ...node.querySelectorAll('*')].map((inner) => inner.scrollWidth - inner.clientWidth)),
  );

/** The number of lines a header's text takes. */
const lineCount = (header: Locator) =>
  header.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

/** How much of the most cut name shows (lines shown over lines needed): names were once cut to a fifth. */
const worstNameShown = (table: Locator) =>
  table.evaluate((node) => {
    const shown = [...node.querySelectorAll('tbody td > div')].map((clip) =>
      clip.scrollHeight > clip.clientHeight + 1 ? clip.clientHeight / clip.scrollHeight : 1,
    );
    return Math.min(1, ...shown);
  });

async function expectTableFits(table: Locator): Promise<void> {
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await worstNameShown(table), 'the most cut name shows about half of itself or more').toBeGreaterThanOrEqual(
    0.45,
  );
  // The element that scrolls the table is its parent.
  expect(await hiddenWidth(table.locator('xpath=..')), 'sideways scroll').toBeLessThanOrEqual(0);
  const headers = await table.getByRole('columnheader').all();
  expect(headers.length).toBeGreaterThan(5);
  for (const header of headers) {
    const name = (await header.textContent()) ?? '';
    expect(await cutWidth(header), `header "${name}" is cut`).toBeLessThanOrEqual(0);
    expect(await lineCount(header), `header "${name}" lines`).toBeLessThanOrEqual(3);
  }
}

async function expectWhole(tags: Locator): Promise<void> {
  const all = await tags.all();
  expect(all.length).toBeGreaterThan(0);
  for (const tag of all) {
    expect(await cutWidth(tag), `tag "${await tag.textContent()}" is cut`).toBeLessThanOrEqual(0);
  }
}

for (const locale of Object.keys(LOCALES) as Locale[]) {
  const text = LOCALES[locale];

  test(`${locale}: the home's data quality table and pending events fit a 1280 px screen`, async ({ page }) => {
    await openSignedInIn(page, locale, '/home');
    const table = page.getByRole('table', { name: text.quality });
    await expect(table.getByRole('link').first()).toBeVisible();
    await expectTableFits(table);
    // Every default column is there, none pushed out of sight to the right.
    await expect(table.getByRole('columnheader')).toHaveCount(11);

    const pending = page.getByRole('list', { name: text.pending });
    await expect(pending.getByRole('listitem').first()).toBeVisible();
    await expectWhole(pending.getByText(text.severity));
  });

  test(`${locale}: the events table and the lists fit a 1280 px screen`, async ({ page }) => {
    await openSignedInIn(page, locale, '/events');
    const table = page.getByRole('table', { name: text.events, exact: true });
    await expect(table.getByRole('link').first()).toBeVisible();
    await expectTableFits(table);
    await expectWhole(table.getByText(text.severity));
    for (const [path, name] of text.lists) {
      await page.goto(path);
      const list = page.getByRole('table', { name, exact: true });
      await expect(list.getByRole('link').first()).toBeVisible();
      await expectTableFits(list);
    }
  });
}
