import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, openSignedIn } from './support';

/* parameters/clients (spec 001 §2): the list without the hidden test clients and its search, a
 * short name edited and shown after a reload, a reader's page without any edit control, axe on
 * the list and the client's sections in both languages. The list's read and the short-name save
 * under faults are covered at component level (src/features/parameters/clients/clientsFaults.test.tsx). */

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Clients' });
const COUNT = /^\d+ clients?$/;

test('the clients list shows each client’s counts, never the hidden test clients, and searches through the URL', async ({
  page,
}) => {
  await openSignedIn(page, '/parameters/clients', DEMO.admin);
  await expect(page.getByText('4 clients')).toBeVisible();
  const first = clientsTable(page).getByRole('row').nth(1);
  await expect(first.getByRole('cell')).toHaveText(['Aciéries du Nord', 'ADN', '2', '4']);
  await expect(page.getByText(/Client Test|Client Démo/)).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Client name or short name' }).fill('lal');
  await expect(page).toHaveURL(/name=lal/);
  await expect(page.getByText('1 client')).toBeVisible();
  await page.getByRole('link', { name: 'Laiteries Alpines' }).click();
  await expect(page).toHaveURL(/\/parameters\/clients\/3\/main-informations\?source=list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Laiteries Alpines' })).toBeVisible();
});

test('a client’s short name is saved and shown after a reload', async ({ page }) => {
  await openSignedIn(page, '/parameters/clients/4/main-informations', DEMO.admin);
  const shortName = page.getByRole('textbox', { name: 'Short name' });
  await expect(shortName).toHaveValue('VOC');
  await shortName.fill('VOC-ATL');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Short name' })).toHaveValue('VOC-ATL');
  await expect(page.getByText('Short name').first()).toBeVisible();
});

test('a reader sees the client page without any edit control', async ({ page }) => {
  await openSignedIn(page, '/parameters/clients/1/main-informations', DEMO.reader);
  await expect(page.getByText('Read only: you can see this page but not change it.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Client sections' }).getByRole('link', { name: 'Sites' }).click();
  await expect(page.getByRole('table', { name: 'Sites of the client' }).getByRole('row')).toHaveCount(3);
});

test('the clients list and the client’s sections pass axe in English and in French', async ({ page }) => {
  // Wide enough for the structure navigator to show beside the pages by default: it is checked too.
  await page.setViewportSize({ width: 1440, height: 900 });
  const pages: [string, (page: Page) => Promise<void>][] = [
    ['/parameters/clients', (p) => expect(p.getByText(COUNT)).toBeVisible()],
    ['/parameters/clients/1/main-informations', (p) => expect(p.locator('form')).toBeVisible()],
    ['/parameters/clients/1/places', (p) => expect(p.getByRole('link', { name: 'Usine de Dunkerque' })).toBeVisible()],
  ];
  await openSignedIn(page, '/parameters/clients', DEMO.admin);
  for (const locale of ['en', 'fr']) {
    if (locale === 'fr') await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
    for (const [url, ready] of pages) {
      await page.goto(url);
      if (locale === 'en') await ready(page);
      else await expect(page.getByRole('tree', { name: 'Clients, sites et projets' })).toBeVisible();
      await expect(page.getByRole('treeitem').first()).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} ${url}`).toEqual([]);
    }
  }
});
