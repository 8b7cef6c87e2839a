import { expect, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support';

/*
 * The home (spec 001 §2): the data quality table's counts open the events list filtered to exactly
 * what was counted. Run by the lead (not in parallel with other builds).
 */

test('a data quality count opens the events list with as many events as it says', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  const table = page.getByRole('table', { name: 'Data quality by project' });
  await expect(table).toBeVisible();
  // Each count link is named "Offline: N – <project>": the first non-zero one.
  const offlineLinks = table.getByRole('link', { name: /^Offline: [1-9]\d* – / });
  await expect(offlineLinks.first()).toBeVisible();
  const link = offlineLinks.first();
  const count = Number(await link.textContent());
  expect(count).toBeGreaterThan(0);

  await link.click();
  await expect(page).toHaveURL(/\/events\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('category')).toBe('offline');
  expect(url.searchParams.get('projectId')).toMatch(/^\d+$/);
  await expect(page.getByText(new RegExp(`^${count} events?$`))).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events', exact: true })).toBeVisible();
});

test('the home shows the summary and pending events, never the hidden test structure', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  await expect(page.getByRole('img', { name: 'Events by status' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d+ In progress$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending events' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Data quality by project' }).getByRole('link').first()).toBeVisible();
  for (const name of ['Client Test', 'Client Démo', 'Projet Test', 'Projet Démo']) {
    await expect(page.getByText(name)).toHaveCount(0);
  }
});
