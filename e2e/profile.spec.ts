import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { openSignedIn } from './support';

/*
 * The profile (spec 001 §2 user-preferences, §4 favourites, §5 languages): two favourite projects
 * with "show them first" on, seen first on home; the language switched to English from French
 * and still English after a reload; axe in both languages. The favourites' save under every fault
 * kind is covered at component level, in src/features/profile/profileFaults.test.tsx.
 */

const URL = '/user-preferences';
const FAVOURITES = ['Centrale photovoltaïque', 'Compresseurs Le Havre'];
const favouritesSection = (page: Page) => page.getByRole('region', { name: 'Favourite projects' });

test('two favourite projects, shown first, come first on the home page', async ({ page }) => {
  await openSignedIn(page, URL);
  const section = favouritesSection(page);
  const list = section.getByRole('table', { name: 'Favourite projects' });
  await expect(list.or(section.getByText('No favourite project yet'))).toBeVisible();
  // Start from none: the demo admin has favourites already.
  const removes = section.getByRole('button', { name: /^Remove .* from favourites$/ });
  while ((await removes.count()) > 0) await removes.first().click();

  for (const project of FAVOURITES) {
    await section.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: project, exact: true }).click();
    await section.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(list.getByRole('cell', { name: project, exact: true })).toBeVisible();
  }
  const show = section.getByRole('switch', { name: 'Show my favourite projects first on the home page' });
  if (!(await show.isChecked())) await show.check();
  await section.getByRole('button', { name: 'Save favourites' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Success' })).toBeVisible();
  await expect(section.getByText('Unsaved changes')).toHaveCount(0);

  await page.goto('/home');
  const table = page.getByRole('table', { name: 'Data quality by project' });
  const rows = table.getByRole('row');
  await expect(rows.nth(2)).toBeVisible();
  const firstTwo = [await rows.nth(1).innerText(), await rows.nth(2).innerText()];
  for (const project of FAVOURITES)
    expect(
      firstTwo.some((text) => text.includes(project)),
      project,
    ).toBe(true);
  await expect(table.getByRole('img', { name: 'Favourite project' })).toHaveCount(2);
});

test('the language switched to English in the profile applies at once and survives a reload', async ({ page }) => {
  await openSignedIn(page, URL);
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Langue' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();

  // A click, not check(): the radio follows the language shown, which changes once its messages are loaded.
  await page.getByRole('radio', { name: 'English (anglais)' }).click();
  // No reload: the page speaks English at once.
  await expect(page.getByRole('region', { name: 'Language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Saved to the profile before the reload (the notice's language depends on when the save answered).
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: /Success|Succès/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Personal information' })).toBeVisible();
});

test('the profile has no serious accessibility violation, in English and in French', async ({ page }) => {
  await openSignedIn(page, URL);
  await expect(favouritesSection(page).getByRole('table', { name: 'Favourite projects' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'en').toEqual([]);
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Projets favoris' }).getByRole('table')).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'fr').toEqual([]);
});
