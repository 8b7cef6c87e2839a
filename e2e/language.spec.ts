import { expect, test } from '@playwright/test';
import { openSignedIn } from './support';

test('a stored language other than fr or en shows French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('wattsight.locale', 'de'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('with a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('nothing stored shows French; switching to English survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // The provider's own page follows the browser's language.
    await page.getByLabel('E-mail').fill('admin@enersol.fr');
    await page.getByLabel('Mot de passe').fill('demo');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveTitle('Wattsight — Home');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('an English browser with nothing stored shows English', async ({ page }) => {
  await openSignedIn(page, '/events');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }),
  ).toBeVisible();
});
