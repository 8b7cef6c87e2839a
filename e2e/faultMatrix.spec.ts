import { expect, type Page } from '@playwright/test';
import { expectSearchAnswered } from './support';
import { describeFaultMatrix, MAIN_KINDS } from './faultMatrix';

/*
 * What only a real browser shows of the failure paths, once per fault kind on a representative
 * screen: the events list's read under each kind (a real timeout, the maintenance page and its
 * return to the deep link, the 401's token refresh and page reload), and a comment's save through a
 * real reload with its draft kept, then a session given up and signed in again. Every screen's
 * calls run every kind at component level (src/test/faultMatrix.tsx, the `*Faults.test.tsx` files).
 */

const COUNT = /^(\d+ events?|No events)$/;

describeFaultMatrix({
  name: 'events',
  url: '/events',
  ready: async (page) => {
    await expect(page.getByText(COUNT)).toBeVisible({ timeout: 15_000 });
  },
  typing: {
    field: (page) => page.getByRole('searchbox', { name: 'Search' }),
    text: 'Pompe',
    settled: (page) => expectSearchAnswered(page, /search=Pompe/, page.getByText(COUNT)),
  },
  calls: [
    {
      call: 'GET events',
      what: 'the events',
      empty: 'No events match these filters.',
      kinds: MAIN_KINDS,
      warm: async (page) => {
        await page.getByRole('radiogroup', { name: 'Events shown' }).getByText('All events').click();
      },
    },
  ],
});

describeFaultMatrix({
  name: 'event detail',
  url: '/events/details/250',
  ready: async (page: Page) => {
    await expect(page.getByRole('region', { name: 'Event information' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
  },
  typing: { field: (page) => page.getByRole('textbox', { name: 'Comment' }), text: 'Pompe P2 vérifiée sur site' },
  // One test each: a write refused again within seconds of its reload is taken for a loop (the reload
  // guard), so the session given up must not follow the cured 401 in the same tab.
  calls: (['401 once', '401 always'] as const).map((kind) => ({
    call: 'POST events/*/comments',
    write: true,
    kinds: [kind],
    warm: async (page: Page) => {
      await page.getByRole('button', { name: 'Add comment' }).click();
    },
  })),
});
