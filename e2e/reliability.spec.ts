import { expect, test, type Page } from '@playwright/test';
import { setFaults, shortenTimeouts, TEST_TIMEOUTS } from './faultMatrix';
import { seriousAccessibilityViolations } from './axe';
import { DEMO, inEnglishThenFrench, openSignedIn } from './support';

/*
 * What a user sees when the API fails (README "Fault injection (QA)"): a failure never looks like
 * "no data", a write is a success only once its answer is understood, maintenance and a refused
 * session lead back to where the user was, and a slow server is reported in seconds, not minutes.
 */

const notification = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('a failed read for a newly picked client is a failure, not "no event" with a zero count', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  await expect(page.getByRole('list', { name: 'Pending events' })).toBeVisible();
  await setFaults(page, 'GET events=status:500');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Aciéries du Nord' }).click();
  await expect(page.getByText('Could not load the pending events.')).toBeVisible();
  await expect(page.getByText('No event to handle.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all new events', exact: true })).toBeVisible();

  await setFaults(page, '');
  await page.getByRole('button', { name: 'Retry loading the pending events' }).click();
  await expect(page.getByRole('list', { name: 'Pending events' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^See all new events \(\d+\)$/ })).toBeVisible();
});

test('a failed first load of the events says so after its notification has gone, and Export says why it is off', async ({
  page,
}) => {
  await openSignedIn(page, '/home', DEMO.admin);
  await setFaults(page, 'GET events=status:500');
  await page.goto('/events');
  await expect(notification(page, 'An error occurred. Please try again.')).toHaveCount(1);
  // The notification closes after 8 s; what stays must still say the list failed.
  await expect(notification(page, 'An error occurred')).toHaveCount(0, { timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Events', exact: true });
  await expect(table.getByText('Could not load the events.')).toBeVisible();
  await expect(page.getByText('No events match these filters.')).toHaveCount(0);
  await expect(page.getByText(/^\d+ events?$|^No events$/)).toHaveCount(0);
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toHaveAttribute('aria-disabled', 'true');
  await expect(exportButton).toHaveAccessibleDescription('Export is unavailable until the list has loaded.');
});

test('a failed first load of the home is a failure in each region, not "No project" and dashes', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  await setFaults(page, 'GET stats/alert-events=status:500');
  await page.reload();
  await expect(page.getByText('Could not load the event summary.')).toBeVisible();
  await expect(page.getByText('Could not load the data quality.')).toBeVisible();
  await expect(page.getByText('No project')).toHaveCount(0);
  await expect(page.getByText('–', { exact: true })).toHaveCount(0);
});

for (const kind of ['malformed', 'mismatch'] as const) {
  test(`a comment whose save is answered ${kind} is an error, never a success, and the text stays`, async ({
    page,
  }) => {
    await openSignedIn(page, '/events/details/250', DEMO.admin);
    const field = page.getByRole('textbox', { name: 'Comment' });
    await field.fill('Relevé du compteur demandé au site');
    await setFaults(page, `POST events/*/comments=${kind}`);
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(notification(page, "The server's response could not be understood")).toHaveCount(1);
    // Counted now, not awaited: a success notice would have come first and closes by itself.
    expect(await notification(page, 'Success').count()).toBe(0);
    await expect(field).toHaveValue('Relevé du compteur demandé au site');
  });
}

test('after a maintenance answer, "Try again" goes back to the filtered list', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  await setFaults(page, 'GET events=code:MAINTENANCE:503');
  await page.goto('/events?search=Pompe');
  await expect(page.getByRole('heading', { name: 'Application under maintenance' })).toBeVisible();
  await setFaults(page, '');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/events' && url.searchParams.get('search') === 'Pompe');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Pompe');
});

test('a timed-out list says it is still loading, then fails within the configured read timeouts', async ({
  page,
  context,
}) => {
  await shortenTimeouts(context);
  await openSignedIn(page, '/home', DEMO.admin);
  await setFaults(page, 'GET events=timeout');
  const started = Date.now();
  await page.goto('/events');
  await expect(page.getByText('Still loading… the server is taking longer than usual.')).toBeVisible();
  await expect(page.getByText('Could not load the events.')).toBeVisible();
  // Two attempts of readMs each and the one-second pause between them, plus the page load.
  expect(Date.now() - started).toBeLessThan(2 * TEST_TIMEOUTS.readMs + 1_000 + 4_000);
  await expect(notification(page, 'The server is taking too long to respond')).toHaveCount(1);
});

test('an event detail that times out shows its inline failure with the notification, after two attempts', async ({
  page,
  context,
}) => {
  await shortenTimeouts(context);
  await openSignedIn(page, '/home', DEMO.admin);
  let attempts = 0;
  page.on('request', (request) => {
    if (/\/api\/events\/250$/.test(request.url())) attempts += 1;
  });
  await setFaults(page, 'GET events/*=timeout');
  const started = Date.now();
  await page.goto('/events/details/250');
  await expect(page.getByText('Could not load the event.')).toBeVisible();
  expect(Date.now() - started).toBeLessThan(2 * TEST_TIMEOUTS.readMs + 1_000 + 4_000);
  await expect(notification(page, 'The server is taking too long to respond')).toHaveCount(1);
  expect(attempts).toBe(2);
});

test('a session the API keeps refusing after the refresh and reload asks to sign in again', async ({ page }) => {
  await openSignedIn(page, '/home', DEMO.admin);
  await setFaults(page, 'GET events=status:401');
  await page.goto('/events?search=Pompe');
  await expect(page.getByText('This session cannot be used')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?/);
  await setFaults(page, '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/events' && url.searchParams.get('search') === 'Pompe');
  await expect(page.getByText(/^(\d+ events?|No events)$/)).toBeVisible();
});

test.describe('accessibility of the failure states', () => {
  // The provider's pages forbid inline scripts; axe is injected as one.
  test.use({ bypassCSP: true });

  test('a failed table, a failed panel and older data that could not be refreshed (en, fr)', async ({ page }) => {
    await openSignedIn(page, '/home', DEMO.admin);
    await inEnglishThenFrench(
      page,
      '/home',
      async (locale) => {
        await setFaults(page, 'GET stats/alert-events=status:500');
        await page.reload();
        await expect(page.getByRole('button', { name: /^(Retry loading|Réessayer de charger)/ }).first()).toBeVisible();
        expect(await seriousAccessibilityViolations(page), `${locale} failed table and panel`).toEqual([]);

        await setFaults(page, '');
        await page.goto('/events/details/250');
        await expect(page.getByRole('textbox', { name: /^(Comment|Commentaire)$/ })).toBeVisible();
        await setFaults(page, 'GET events/*=status:500');
        await page.getByRole('textbox', { name: /^(Comment|Commentaire)$/ }).fill('RAS');
        await page.getByRole('button', { name: /^(Add comment|Ajouter un commentaire)$/ }).click();
        await expect(page.getByText(/^(Could not refresh|Actualisation impossible)/)).toBeVisible();
        expect(await seriousAccessibilityViolations(page), `${locale} older data`).toEqual([]);
      },
      { beforeFrench: () => setFaults(page, '') },
    );
  });
});
