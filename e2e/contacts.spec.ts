import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { openSignedIn } from './support';

/*
 * The contacts administration (spec 001 §2 parameters/contacts, §7 "Contacts"): add, edit and
 * delete a contact, a duplicate e-mail refused on its field with what was typed kept; axe in
 * English and French. The list's read and the save under faults are covered at component level
 * (src/features/parameters/contacts/contactsFaults.test.tsx).
 */

const URL = '/parameters/contacts';
const COUNT = /^\d+ contacts?$/;
const table = (page: Page) => page.getByRole('table', { name: 'Contacts' });

async function contactCount(page: Page): Promise<number> {
  const text = (await page.getByText(COUNT).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('an admin adds, edits and deletes a contact; a duplicate e-mail is refused on its field', async ({ page }) => {
  await openSignedIn(page, URL);
  await expect(page.getByText(COUNT)).toBeVisible();
  const before = await contactCount(page);

  // Add: any domain is accepted, contacts are not users.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  let dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Léa Morin');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('lea.morin@gmail.com');
  await dialog.getByRole('button', { name: 'Add the contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${before + 1} contacts`)).toBeVisible();

  // A second contact with the same address: refused on the e-mail field, nothing typed lost.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Léa Morin (bis)');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('Lea.Morin@gmail.com');
  await dialog.getByRole('button', { name: 'Add the contact' }).click();
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveAccessibleDescription(/A contact with this e-mail address already exists\./);
  await expect(email).toHaveValue('Lea.Morin@gmail.com');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Léa Morin (bis)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(`${before + 1} contacts`)).toBeVisible();

  // Edit, found through the e-mail search (kept in the URL).
  await page.getByRole('searchbox', { name: 'E-mail' }).fill('lea.morin@');
  await expect(page).toHaveURL(/email=lea\.morin%40/);
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();
  await table(page).getByRole('button', { name: 'Edit Léa Morin' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit the contact Léa Morin' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Léa Morin-Dupré');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole('cell', { name: 'Léa Morin-Dupré', exact: true })).toBeVisible();

  // Delete, after the confirmation.
  await table(page).getByRole('button', { name: 'Delete Léa Morin-Dupré' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the contact' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No contacts', { exact: true })).toBeVisible();
  await expect(page.getByText('No contact matches this search.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'E-mail' }).fill('');
  await expect(page.getByText(`${before} contacts`)).toBeVisible();
});

test('the contacts page has no serious accessibility violation, in English and in French', async ({ page }) => {
  await openSignedIn(page, URL);
  await expect(page.getByText(COUNT)).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'en').toEqual([]);
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await expect(page.getByRole('dialog', { name: 'New contact' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'en, dialog').toEqual([]);
  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  await expect(page.getByText(/^\d+ contacts?$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un contact' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'fr').toEqual([]);
});
