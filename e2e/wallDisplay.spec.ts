import { expect, test } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/*
 * The wall display opened from a dashboard (its dialog, then the full-window display) and the
 * accessibility check of both, in both languages. Its cycling through a dropped live connection
 * and a refused refresh runs on the reference server (e2e/live/wallDisplay.spec.ts); its reads under
 * faults at component level (src/features/explorer/wall/wallFaults.test.tsx).
 */

const TEXT = {
  en: { open: 'Wall display', title: 'Open as a wall display', submit: 'Open', wall: 'Wall display' },
  fr: { open: 'Affichage mural', title: 'Ouvrir en affichage mural', submit: 'Ouvrir', wall: 'Affichage mural' },
} as const;

// axe is injected as an inline script.
test.use({ bypassCSP: true });

test('a dashboard opens as a wall display; the dialog and the wall have no serious violation (en, fr)', async ({
  page,
}) => {
  await openSignedIn(page, '/data-explorer/dash/1', DEMO.admin);
  await inEnglishThenFrench(page, '/data-explorer/dash/1', async (locale) => {
    const text = TEXT[locale];
    await page.getByRole('button', { name: text.open }).click();
    const dialog = page.getByRole('dialog', { name: text.title });
    await expect(dialog).toBeVisible();
    expect(await seriousAccessibilityViolations(page), `${locale} dialog`).toEqual([]);

    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/data-explorer\/wall\?dashboards=1$/);
    const wall = page.getByRole('region', { name: text.wall });
    await expect(wall.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(wall.getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(wall.getByText(/\d\d:\d\d/).last()).toBeVisible();
    // At rest: the charts drawn (a skeleton still pulsing is judged mid-change).
    await expect(wall.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 20_000 });
    expect(await seriousAccessibilityViolations(page), `${locale} wall`).toEqual([]);
  });
});
