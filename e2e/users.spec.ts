import { expect, test, type Page, type Request } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/*
 * The users administration (spec 001 §2 parameters/users, §5 the e-mail rule, §7 user calls): an
 * admin creates a user (another domain refused inline, nothing sent), edits their role and deletes
 * them; a failed save keeps every field; axe on the list and the user page in English and French;
 * the list's read and the user's save under faults are covered at component level (usersFaults.test.tsx).
 */

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const COUNT = /^\d+ users?$/;

/** POST user from now on. */
function recordUserCreations(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/user')) sent.push(request);
  });
  return sent;
}

async function choose(page: Page, scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function listReady(page: Page): Promise<void> {
  await expect(page.getByText(COUNT)).toBeVisible({ timeout: 15_000 });
  await expect(usersTable(page).getByRole('row').nth(1)).toBeVisible();
}

async function countOf(page: Page): Promise<number> {
  return Number((await page.getByText(COUNT).textContent())?.replace(/\D/g, ''));
}

test('an admin creates a user (another domain refused inline), edits their role and deletes them', async ({ page }) => {
  const posts = recordUserCreations(page);
  await openSignedIn(page, '/parameters/users', DEMO.admin);
  await listReady(page);
  const before = await countOf(page);

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  await email.fill('lea.morin@gmail.com');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Léa');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Morin');
  await choose(page, dialog, 'Role', 'Operator');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(email).toHaveAccessibleDescription(/Use an address at enersol\.fr or partenaire-energie\.fr/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toHaveLength(0);

  await email.fill('lea.morin@partenaire-energie.fr');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  await expect(page.getByText(`${before + 1} users`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('lea.morin');
  const row = usersTable(page).getByRole('row', { name: /Léa Morin/ });
  await expect(row).toContainText('Operator');
  await row.getByRole('button', { name: 'Actions for Léa Morin' }).click();
  await page.getByRole('menuitem', { name: 'Edit Léa Morin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Morin' })).toBeVisible();
  const form = page.getByRole('form', { name: 'User' });
  await choose(page, form, 'Role', 'Reader');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The user is saved.')).toBeVisible();

  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('lea.morin');
  await expect(row).toContainText('Reader');
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Léa Morin' }).click();
  await page.getByRole('menuitem', { name: 'Delete Léa Morin' }).click();
  await page.getByRole('dialog', { name: 'Delete this user?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No user', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a failed user save keeps every field typed', async ({ page }) => {
  await openSignedIn(page, '/parameters/users', DEMO.admin);
  await listReady(page);
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('paul.henry@enersol.fr');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Paul');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Henry');
  await choose(page, dialog, 'Role', 'Customer');
  await dialog.getByRole('radio', { name: 'External' }).check();
  await choose(page, dialog, 'Client', 'Laiteries Alpines');
  await setFaults(page, 'POST user=status:500');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: /^Not saved:/ })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue('paul.henry@enersol.fr');
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Paul');
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Henry');
  await expect(dialog.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue('Customer');
  await expect(dialog.getByRole('radio', { name: 'External' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue('Laiteries Alpines');
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  test("the users list, the new user dialog and a user's page have no serious violation (en, fr)", async ({ page }) => {
    await openSignedIn(page, '/parameters/users', DEMO.admin);
    await inEnglishThenFrench(page, '/parameters/users', async (locale) => {
      await expect(usersTable(page).or(page.getByRole('table', { name: 'Utilisateurs' }))).toBeVisible();
      await expect(page.getByText(locale === 'fr' ? /^\d+ utilisateurs?$/ : COUNT)).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} list`).toEqual([]);
      await page.getByRole('button', { name: locale === 'fr' ? 'Nouvel utilisateur' : 'New user' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} new user dialog`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/parameters/users/12/main-informations');
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(/@/);
      expect(await seriousAccessibilityViolations(page), `${locale} user page`).toEqual([]);
    });
  });
});
