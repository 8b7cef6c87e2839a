import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, openSignedIn, signInFromLoginScreen } from './support';

/*
 * Roles and permissions (spec 001 §2 parameters/permissions, §6, §7 PUT roles/{id}): a super admin
 * grants "Manage roles and permissions" to the reader role, and the reader, signed in afterwards in
 * the same browser context (the demo's data lives in its IndexedDB), sees the Roles and permissions
 * entry; an admin who is not a super admin sees the matrix without any edit control; axe in both
 * languages. The matrix's read (GET roles) under every fault kind is covered at component level,
 * in src/features/parameters/permissions/permissionsFaults.test.tsx.
 */

const matrix = (page: Page) => page.getByRole('table', { name: 'Permissions by role' });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a super admin grants a permission to the reader role and a reader then sees its navigation entry', async ({
  page,
}) => {
  await openSignedIn(page, '/parameters/permissions', DEMO.superAdmin);
  await expect(page.getByText('47 permissions')).toBeVisible();
  const grant = matrix(page).getByRole('checkbox', { name: 'Manage roles and permissions for Reader' });
  await expect(grant).not.toBeChecked();
  await grant.check();
  await expect(page.getByRole('button', { name: 'Save Reader' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Reader' }).click();
  await expect(page.getByText('The permissions of Reader are saved.')).toBeVisible();
  await expect(grant).toBeChecked();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInFromLoginScreen(page, DEMO.reader);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const entry = mainNavigation(page).getByRole('link', { name: 'Roles and permissions' });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(matrix(page)).toBeVisible();
  // The reader is no super admin: the matrix reads, it does not edit.
  await expect(matrix(page).getByRole('checkbox')).toHaveCount(0);
});

test('an admin who is not a super admin sees the matrix without any edit control', async ({ page }) => {
  await openSignedIn(page, '/parameters/permissions', DEMO.admin);
  await expect(matrix(page).getByRole('row', { name: /Manage users/ })).toBeVisible();
  await expect(page.getByText('Read only: only a super admin can change a role’s permissions.')).toBeVisible();
  await expect(matrix(page).getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
  await expect(
    matrix(page)
      .getByRole('row', { name: /Manage roles and permissions/ })
      .getByText('Not granted'),
  ).toHaveCount(3);
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  test('the permissions matrix has no serious violation, read only and editable (en, fr)', async ({ page }) => {
    for (const account of [DEMO.admin, DEMO.superAdmin]) {
      await openSignedIn(page, '/parameters/permissions', account);
      for (const locale of ['en', 'fr'] as const) {
        if (locale === 'fr') {
          await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
          await page.reload();
        }
        await expect(page.getByRole('table')).toBeVisible();
        await expect(page.getByText(/^47 permissions$/)).toBeVisible();
        expect(await seriousAccessibilityViolations(page), `${locale} ${account}`).toEqual([]);
      }
      // The next sign-in is checked in English.
      await page.evaluate(() => localStorage.removeItem('wattsight.locale'));
    }
  });
});
