import { expect, test, type Page, type Request } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/*
 * The sites (spec 001 §2 parameters/places, issue 15 item 2): a site's coordinates checked before
 * anything is sent, then saved and shown after a reload; a SIRET with a wrong key refused inline;
 * a reader's read-only page; axe on each route in English and French. The sites list's read and
 * the site's save under every fault kind are covered at component level, in
 * src/features/parameters/places/placeListFaults.test.tsx and placeFaults.test.tsx.
 */

// Seeded: site 1 "Usine de Dunkerque" (Aciéries du Nord), 51.0343 / 2.3768.
const SITE_URL = '/parameters/places/1/main-informations';
const COUNT = /^\d+ sites?$/;

/** The PUT places/{id} requests from now on. */
function recordSiteWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/places\/\d+$/.test(new URL(request.url()).pathname)) writes.push(request);
  });
  return writes;
}

const siteForm = (page: Page) => page.getByRole('form', { name: 'Site information' });

test('a bad latitude is refused inline and nothing is sent; a good one is saved and shown after a reload', async ({
  page,
}) => {
  await openSignedIn(page, SITE_URL, DEMO.admin);
  const writes = recordSiteWrites(page);
  const form = siteForm(page);
  const latitude = form.getByRole('textbox', { name: /^Latitude/ });
  await expect(latitude).toHaveValue('51.0343', { timeout: 15_000 });
  await latitude.fill('123.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  await expect(latitude).toHaveAccessibleDescription(/Invalid geographic coordinates/);
  await expect(form.getByRole('link', { name: /OpenStreetMap/ })).toHaveCount(0);
  expect(writes).toHaveLength(0);

  await latitude.fill('51,0412');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0, { timeout: 15_000 });
  expect(writes).toHaveLength(1);
  await expect(form.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute('href', /mlat=51\.0412&mlon=2\.3768/);

  await page.reload();
  await expect(siteForm(page).getByRole('textbox', { name: /^Latitude/ })).toHaveValue('51.0412', { timeout: 15_000 });
});

test('a SIRET with a wrong key is refused inline and nothing is sent', async ({ page }) => {
  await openSignedIn(page, SITE_URL, DEMO.admin);
  const writes = recordSiteWrites(page);
  const form = siteForm(page);
  const siret = form.getByRole('textbox', { name: /^SIRET/ });
  await expect(siret).toHaveValue(/^\d{14}$/, { timeout: 15_000 });
  await siret.fill('732 829 320 00075');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(siret).toHaveAccessibleDescription(/Invalid SIRET/);
  expect(writes).toHaveLength(0);
});

test('what is typed in a site survives a reload, unsaved, until it is saved or discarded', async ({ page }) => {
  await openSignedIn(page, SITE_URL, DEMO.admin);
  const writes = recordSiteWrites(page);
  const city = siteForm(page).getByRole('textbox', { name: /^City/ });
  await expect(city).toHaveValue('Dunkerque', { timeout: 15_000 });
  await city.fill('Dunkerque – Port Est');
  await page.reload();
  await expect(siteForm(page).getByRole('textbox', { name: /^City/ })).toHaveValue('Dunkerque – Port Est', {
    timeout: 15_000,
  });
  await expect(page.getByText('Your unsaved text was restored.')).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(siteForm(page).getByRole('textbox', { name: /^City/ })).toHaveValue('Dunkerque');
  expect(writes).toHaveLength(0);
});

test('a reader sees the site page without any edit control', async ({ page }) => {
  await openSignedIn(page, SITE_URL, DEMO.reader);
  await expect(page.getByRole('heading', { level: 1, name: 'Usine de Dunkerque' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Read only: you can see this page but not change it.')).toBeVisible();
  await expect(page.getByText('51.0343')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Latitude/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('table', { name: 'The site’s projects' }).getByRole('row')).toHaveCount(3, {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
});

// The provider's pages forbid inline scripts; axe is injected as one.
test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  test("the sites list and a site's sections have no serious violation (en, fr)", async ({ page }) => {
    await openSignedIn(page, '/parameters/places', DEMO.admin);
    await inEnglishThenFrench(page, '/parameters/places', async (locale) => {
      await expect(page.getByText(locale === 'fr' ? /^\d+ sites?$/ : COUNT)).toBeVisible({ timeout: 15_000 });
      expect(await seriousAccessibilityViolations(page), `${locale} list`).toEqual([]);
      await page.goto(SITE_URL);
      await expect(page.getByRole('textbox', { name: /^Latitude/ })).toBeVisible({ timeout: 15_000 });
      expect(await seriousAccessibilityViolations(page), `${locale} main informations`).toEqual([]);
      await page.goto('/parameters/places/1/projets');
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(3, { timeout: 15_000 });
      expect(await seriousAccessibilityViolations(page), `${locale} projects`).toEqual([]);
    });
  });
});
