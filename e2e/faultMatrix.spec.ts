import { expect, type Page } from '@playwright/test';
import { expectSearchAnswered } from './support';
import { describeFaultMatrix, SECONDARY_KINDS, type FaultKindName } from './faultMatrix';

const SECONDARY = SECONDARY_KINDS;
/** The one write that also runs a session given up: the comment is sent again, then kept as a draft. */
// A write that times out is covered here, once: every screen's write takes the same mutation layer.
const WRITE_GIVEN_UP: readonly FaultKindName[] = [...SECONDARY_KINDS, 'timeout', '401 always'];

/* The fault matrix (faultMatrix.ts) on the home, the events list and an event detail. */

async function pickClient(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Aciéries du Nord' }).click();
}

describeFaultMatrix({
  name: 'home',
  url: '/home',
  ready: async (page) => {
    await expect(page.getByRole('img', { name: 'Events by status' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Pending events' })).toBeVisible();
  },
  calls: [
    { call: 'GET stats/alert-events', what: 'the event summary', empty: 'No project', warm: pickClient },
    {
      call: 'GET events',
      what: 'the pending events',
      empty: 'No event to handle.',
      warm: pickClient,
      kinds: SECONDARY,
    },
  ],
});

describeFaultMatrix({
  name: 'events',
  url: '/events',
  ready: async (page) => {
    await expect(page.getByText(/^(\d+ events?|No events)$/)).toBeVisible({ timeout: 15_000 });
  },
  typing: {
    field: (page) => page.getByRole('searchbox', { name: 'Search' }),
    text: 'Pompe',
    settled: (page) => expectSearchAnswered(page, /search=Pompe/, page.getByText(/^(\d+ events?|No events)$/)),
  },
  calls: [
    {
      call: 'GET events',
      what: 'the events',
      empty: 'No events match these filters.',
      warm: async (page) => {
        await page.getByRole('radiogroup', { name: 'Events shown' }).getByText('All events').click();
      },
    },
  ],
});

const EVENT_URL = '/events/details/250';

/** A comment added refreshes the event (src/entities/refreshes.ts): the event is read again. */
async function addComment(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Comment' }).fill('Contrôle fait, rien à signaler');
  await page.getByRole('button', { name: 'Add comment' }).click();
}

describeFaultMatrix({
  name: 'event detail',
  url: EVENT_URL,
  ready: async (page) => {
    await expect(page.getByRole('region', { name: 'Event information' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('img', { name: /around the event$/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
  },
  typing: { field: (page) => page.getByRole('textbox', { name: 'Comment' }), text: 'Pompe P2 vérifiée sur site' },
  calls: [
    { call: 'GET events/*', what: 'the event', warm: addComment, keepsTyping: false },
    { call: 'GET events/*/comments', what: 'the comments', empty: 'No comments yet.', kinds: SECONDARY },
    { call: 'GET graph-data', what: 'the data around the event', kinds: SECONDARY },
    {
      call: 'POST events/*/comments',
      write: true,
      kinds: WRITE_GIVEN_UP,
      warm: async (page) => {
        await page.getByRole('button', { name: 'Add comment' }).click();
      },
    },
  ],
});
