import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, openSignedIn } from './support';

/*
 * The project's support-record sections (spec 001 §2 project detail tabs, §3 Support record,
 * Technical file, Technical info; §7 support record, files/{id}/download): each section by URL,
 * read-only for everyone; a technical file downloaded, a purged one explained; a failed read told
 * inside the section while the project's header and tabs stay; axe in English and French. The
 * record's read and the files' read under every fault kind are covered at component level, in
 * src/features/parameters/project/support/supportFaults.test.tsx.
 */

const PROJECT = '/parameters/projects/1';
const PROJECT_NAME = 'CPE Dunkerque – Utilités';
/** Seeded (mocks/db/support.ts): project 1's "Plan réseau" file has been purged from storage. */
const AVAILABLE_FILE = 'Photo armoire DKQ.jpg';
const PURGED_FILE = 'Plan réseau DKQ.pdf';

const SECTIONS = [
  { path: 'technical', tab: 'Technical information', heading: 'Technical information', shows: 'Site number' },
  { path: 'technical-files', tab: 'Technical files', heading: 'Technical files', shows: AVAILABLE_FILE },
  { path: 'system', tab: 'System', heading: 'System information', shows: 'Operating system' },
  { path: 'access', tab: 'Access', heading: 'Access information', shows: 'Remote access tool' },
  { path: 'equipment', tab: 'Equipment', heading: 'Equipment', shows: 'Serial number' },
  { path: 'software', tab: 'Software', heading: 'Software', shows: 'Wattsight Collect' },
  { path: 'contract', tab: 'Contract information', heading: 'Contract information', shows: 'Support level' },
] as const;

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a reader opens each support section by its URL: the data, and no control to change it', async ({ page }) => {
  await openSignedIn(page, `${PROJECT}/technical`, DEMO.reader);
  for (const { path, tab, heading, shows } of SECTIONS) {
    if (path !== 'technical') await page.goto(`${PROJECT}/${path}`);
    const region = section(page, heading);
    await expect(region.getByText(shows).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: PROJECT_NAME })).toBeVisible();
    await expect(page.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(region.getByRole('textbox')).toHaveCount(0);
    await expect(region.getByRole('button', { name: /^(Edit|Save|Delete|Add)/ })).toHaveCount(0);
  }
  // The gauges: a meter per reported disk, its value in words.
  await page.goto(`${PROJECT}/technical`);
  await expect(page.getByRole('meter', { name: 'Disk C' })).toHaveAttribute(
    'aria-valuetext',
    /GB free: (critical|low|sufficient)$/,
  );
});

test('a technical file downloads; a purged one is said to be no longer available', async ({ page }) => {
  await openSignedIn(page, `${PROJECT}/technical-files`, DEMO.admin);
  const files = page.getByRole('table', { name: 'Technical files of the project' });
  await expect(files.getByText(AVAILABLE_FILE)).toBeVisible({ timeout: 15_000 });

  const link = page.waitForResponse((response) => /\/files\/\d+\/download$/.test(response.url()));
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: `Download ${AVAILABLE_FILE}` }).click();
  const answer = (await (await link).json()) as { data: { url: string } };
  expect(answer.data.url).toMatch(/^https:\/\/stockage\.enersol\.fr\/bexsupport\/1\//);
  expect((await download).suggestedFilename()).toBe(AVAILABLE_FILE);
  // The read is recorded: the file's last read is today (Europe/Paris).
  const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
  await expect(files.getByRole('row', { name: new RegExp(AVAILABLE_FILE) })).toContainText(today);

  await files.getByRole('button', { name: `Download ${PURGED_FILE}` }).click();
  await expect(page.getByText('This file is no longer available.')).toBeVisible({ timeout: 15_000 });
});

test('a failed section read is told inside the section, with Retry; the header and tabs stay', async ({ page }) => {
  await openSignedIn(page, `${PROJECT}/technical`, DEMO.admin);
  await expect(section(page, 'Technical information').getByText('Site number')).toBeVisible({ timeout: 15_000 });
  await setFaults(page, 'GET bexsupport/*=status:500');
  await page.reload();
  const region = section(page, 'Technical information');
  await expect(region.getByText('Could not load the technical information.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: PROJECT_NAME })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Technical files', exact: true })).toBeVisible();
  await setFaults(page, '');
  await region.getByRole('button', { name: 'Retry loading the technical information' }).click();
  await expect(region.getByText('Site number')).toBeVisible({ timeout: 15_000 });
});

test('the technical sections pass axe in English and French', async ({ page }) => {
  await openSignedIn(page, `${PROJECT}/technical`, DEMO.admin);
  for (const locale of ['en', 'fr'] as const) {
    if (locale === 'fr') await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
    for (const [path, ready] of [
      ['technical', locale === 'en' ? 'Disk C' : 'Disque C'],
      ['technical-files', AVAILABLE_FILE],
    ] as const) {
      await page.goto(`${PROJECT}/${path}`);
      await expect(page.getByText(ready).first()).toBeVisible({ timeout: 15_000 });
      expect(await seriousAccessibilityViolations(page), `${locale} ${path}`).toEqual([]);
    }
  }
});
