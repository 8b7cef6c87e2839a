import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults } from './faultMatrix';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/*
 * A site's scenarios (spec 001 §2 parameters/places/{placeId}/scenarios; spec 000 §3, §6, §7): a
 * scenario painted on the grid with the keyboard and read back "Xh to Yh", edited and deleted; a
 * global scenario refused to an operator; accessibility in French and English. The list's read
 * and the creation's write under faults are covered at component level
 * (src/features/alerting/scenarios/scenariosPlaceFaults.test.tsx).
 */

// A seeded site with its own two scenarios (one used by an alert) besides the four global ones.
const PLACE_URL = '/parameters/places/7/scenarios';

const table = (page: Page) => page.getByRole('table', { name: 'Scenarios' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

async function scenariosShown(page: Page): Promise<void> {
  await expect(table(page).getByText('Heures ouvrées', { exact: true })).toBeVisible({ timeout: 15_000 });
}

/** Presses `key` `times` times. */
async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
}

test('creates a scenario painted with the keyboard, reads it back as "8h to 18h", edits it and deletes it', async ({
  page,
}) => {
  await openSignedIn(page, PLACE_URL, DEMO.admin);
  await expect(page.getByRole('heading', { level: 2, name: 'Verrerie du Havre' })).toBeVisible();
  await scenariosShown(page);

  await page.getByRole('button', { name: 'New scenario' }).click();
  const dialog = page.getByRole('dialog', { name: 'New scenario' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ronde de maintenance');
  // Name → the three presets → the grid's one tab stop (Monday, 0h).
  await press(page, 'Tab', 4);
  await expect(dialog.getByRole('gridcell', { name: 'Monday, 0h to 1h, inactive' })).toBeFocused();
  await press(page, 'ArrowDown');
  await press(page, 'ArrowRight', 8);
  await press(page, 'Space');
  for (let hour = 9; hour < 18; hour += 1) {
    await press(page, 'ArrowRight');
    await press(page, 'Space');
  }
  await expect(dialog.getByRole('gridcell', { name: 'Tuesday, 17h to 18h, active' })).toBeFocused();
  await expect(dialog.getByText('Active: Tue · 8h to 18h', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Ronde de maintenance')).toContainText('Tue · 8h to 18h');

  await rowOf(page, 'Ronde de maintenance').getByRole('button', { name: 'Edit Ronde de maintenance' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit the scenario “Ronde de maintenance”' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Ronde de maintenance mardi-mercredi');
  await editor.getByRole('rowheader', { name: 'Wednesday' }).click();
  await expect(editor.getByText('Active: Tue, Wed · 8h to 18h', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(rowOf(page, 'Ronde de maintenance mardi-mercredi')).toContainText('Tue, Wed · 8h to 18h');

  await rowOf(page, 'Ronde de maintenance mardi-mercredi')
    .getByRole('button', { name: 'Delete Ronde de maintenance mardi-mercredi' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete the scenario “Ronde de maintenance mardi-mercredi”?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, 'Ronde de maintenance')).toHaveCount(0);
});

test('an operator is offered no action on a global scenario, and a refusal would be explained', async ({ page }) => {
  await openSignedIn(page, PLACE_URL, DEMO.operator);
  await scenariosShown(page);
  const global = rowOf(page, 'Heures ouvrées');
  await expect(global.getByText('Global', { exact: true })).toBeVisible();
  await expect(global.getByRole('button')).toHaveCount(0);
  await expect(global.getByText('Super admins only')).toBeVisible();
  await expect(page.getByText('Only a super admin can create, edit or delete them.', { exact: false })).toBeVisible();

  // Were the server to refuse a change as a global one, the editor says why and keeps the fields.
  await setFaults(page, 'PUT scenarios/*=code:GLOBAL_SCENARIO_NEEDS_SUPERUSER:403');
  await rowOf(page, 'Équipe de nuit – LHV').getByRole('button', { name: 'Edit Équipe de nuit – LHV' }).click();
  const editor = page.getByRole('dialog', { name: /^Edit the scenario/ });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Équipe de nuit – LHV (hiver)');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Could not save: Only a super admin can manage global scenarios.');
  await expect(editor.getByRole('textbox', { name: 'Name' })).toHaveValue('Équipe de nuit – LHV (hiver)');
});

test('a scenario an alert uses cannot be deleted, and says why', async ({ page }) => {
  await openSignedIn(page, PLACE_URL, DEMO.admin);
  await scenariosShown(page);
  const used = rowOf(page, 'Heures de pointe hiver – LHV').getByRole('button', {
    name: 'Delete Heures de pointe hiver – LHV',
  });
  await expect(used).toHaveAttribute('aria-disabled', 'true');
  await used.hover();
  await expect(page.getByRole('tooltip')).toHaveText('An alert uses it: it cannot be deleted');
  await used.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  const texts = {
    en: { table: 'Scenarios', tick: 'Show Heures ouvrées in the timeline', create: 'New scenario' },
    fr: { table: 'Scénarios', tick: 'Afficher Heures ouvrées dans la frise', create: 'Nouveau scénario' },
  } as const;

  test('the scenarios, their timeline and the editor have no serious violation (en, fr)', async ({ page }) => {
    await openSignedIn(page, PLACE_URL, DEMO.admin);
    await inEnglishThenFrench(page, PLACE_URL, async (locale) => {
      const text = texts[locale];
      const list: Locator = page.getByRole('table', { name: text.table });
      await expect(list.getByText('Heures ouvrées', { exact: true })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('checkbox', { name: text.tick }).check();
      await expect(
        page.getByText(locale === 'fr' ? /heures actives sur 7 jours/ : /hours active in 7 days/),
      ).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} timeline`).toEqual([]);
      await page.getByRole('button', { name: text.create }).click();
      await expect(page.getByRole('grid')).toBeVisible();
      expect(await seriousAccessibilityViolations(page), `${locale} editor`).toEqual([]);
    });
  });
});
