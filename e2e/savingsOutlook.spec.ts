import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from './axe';
import { setFaults, shortenTimeouts } from './faultMatrix';
import { DEMO, openSignedIn } from './support';

/*
 * Where an AAPE's commitment is heading (issue 17 item 6): on a seeded AAPE, the avoided-energy
 * chart per perimeter (main first, a switch between them), the commitment trajectory and the
 * sentence with its bonus or malus, in English and French with axe; the measures' reads failing
 * said in place, with a Retry that draws both charts.
 */

// Seeded: AAPE 28, EPIA 2 of project 7, steam (main) and electricity perimeters, followed to a
// future end date with a 30 % bonus and a 20 % malus.
const URL = '/economy-energy?projectId=7&aapeId=28';

const outlook = (page: Page, name = 'Where the commitment is heading') => page.getByRole('region', { name });

test('an AAPE shows its avoided energy per perimeter and where its commitment is heading, in English and French', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, URL, DEMO.admin);
  const section = outlook(page);
  await expect(section.getByRole('img', { name: /^Avoided energy, Perimeter 1 – Steam \(main\), / })).toBeVisible({
    timeout: 15_000,
  });
  // The segmented control's radios sit under their labels: the label is what a user clicks.
  await section.getByText('Perimeter 2 – Electricity', { exact: true }).click();
  await expect(section.getByRole('radio', { name: 'Perimeter 2 – Electricity' })).toBeChecked();
  await expect(section.getByRole('img', { name: /^Avoided energy, Perimeter 2 – Electricity, / })).toBeVisible();

  await expect(section.getByRole('img', { name: /^Commitment trajectory, / })).toBeVisible();
  const verdict = section.getByText(
    /^At this pace, the commitment will be (exceeded|missed) by [\d.]+% by \d\d\/\d\d\/\d{4}: (bonus|malus) €[\d,]+\.\d\d excl\. tax \((30% of the excess|20% of the shortfall)\)\.$/,
  );
  await expect(verdict).toBeVisible();
  await expect(
    section.getByText(/^Commitment: the perimeters’ yearly savings targets, a twelfth per month/),
  ).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'en outlook').toEqual([]);

  await page.evaluate(() => localStorage.setItem('wattsight.locale', 'fr'));
  await page.reload();
  const french = outlook(page, 'Où va l’engagement');
  await expect(french.getByRole('img', { name: /^Trajectoire de l’engagement, / })).toBeVisible({ timeout: 15_000 });
  await expect(
    french.getByRole('img', { name: /^Énergie évitée, Périmètre 1 – Vapeur \(principal\), / }),
  ).toBeVisible();
  await expect(
    french.getByText(
      /^À ce rythme, l’engagement sera (dépassé|manqué) de [\d,]+\s%\sau \d\d\/\d\d\/\d{4} : (bonus|malus) de [\d\s]+,\d\d\s€ HT/,
    ),
  ).toBeVisible();
  expect(await seriousAccessibilityViolations(page), 'fr outlook').toEqual([]);
});

test('failed reads of the measures are said in both charts, and Retry draws them', async ({ page, context }) => {
  test.setTimeout(60_000);
  await shortenTimeouts(context);
  await openSignedIn(page, URL, DEMO.admin);
  const section = outlook(page);
  await expect(section.getByRole('img', { name: /^Commitment trajectory, / })).toBeVisible({ timeout: 15_000 });

  await setFaults(page, 'GET graph-data=status:500');
  await page.reload();
  await expect(section.getByText('Could not load the perimeter’s measurements.', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    section.getByText('Could not load the perimeters’ savings measurements.', { exact: true }),
  ).toBeVisible();
  await expect(section.getByRole('img')).toHaveCount(0);

  await setFaults(page, '');
  await section.getByRole('button', { name: /Retry/ }).first().click();
  await expect(section.getByRole('img', { name: /^Avoided energy, / })).toBeVisible();
  await expect(section.getByRole('img', { name: /^Commitment trajectory, / })).toBeVisible();
});
