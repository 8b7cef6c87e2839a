import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, openSignedIn } from './support';

/*
 * The dark colour scheme (issue 36 item 3): the main screens pass axe's WCAG 2.1 A and AA checks,
 * contrast included, in French and in English. The light scheme is what the other axe checks run
 * in. The scheme is chosen in the profile, and a reload starts in it (the entry applies it before
 * the first paint).
 */

const ROUTES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/home', ready: (page) => page.locator('canvas').first() },
  { path: '/events?view=all&range=J-14', ready: (page) => page.getByRole('table').getByRole('link').first() },
  { path: '/events/details/12', ready: (page) => page.locator('canvas').first() },
  { path: '/data-explorer/dash/1', ready: (page) => page.locator('canvas').first() },
  { path: '/alerting-config', ready: (page) => page.getByRole('table').getByRole('link').first() },
  { path: '/automatic-variables/formula/1/23', ready: (page) => page.locator('.cm-content') },
  { path: '/user-preferences', ready: (page) => page.getByRole('radio').first() },
  { path: '/synoptique?projectId=7', ready: (page) => page.getByRole('listitem').first() },
];

const DARK = { fr: 'Sombre', en: 'Dark' } as const;

for (const locale of ['fr', 'en'] as const) {
  test(`the main screens in the dark scheme have no serious accessibility violation (${locale})`, async ({ page }) => {
    test.slow();
    const html = page.locator('html');
    await openSignedIn(page, '/user-preferences', DEMO.admin);
    await page.evaluate((language) => localStorage.setItem('wattsight.locale', language), locale);
    await page.reload();
    await page.getByRole('radio', { name: DARK[locale] }).check();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // A reload is dark from its first paint: the entry sets the scheme before the app is drawn.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');

    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(html).toHaveAttribute('lang', locale);
      await expect(route.ready(page)).toBeVisible({ timeout: 15_000 });
      expect(await seriousAccessibilityViolations(page), route.path).toEqual([]);
    }
  });
}
