import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The events list's read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const COUNT = /^(\d+ events?|No events)$/;

describeFaultMatrix(api, {
  name: 'events',
  // Its smallest page: the same calls as the default 50 rows, half the rows to draw.
  url: '/events?pageSize=25',
  ready: async () => {
    await screen.findByText(COUNT, {}, { timeout: 8_000 });
  },
  typing: {
    field: () => screen.getByRole('searchbox', { name: 'Search' }),
    text: 'Pompe',
    inUrl: /search=Pompe/,
    settled: async () => {
      await screen.findByText(COUNT, {}, { timeout: 8_000 });
    },
  },
  calls: [
    {
      call: 'GET events',
      what: 'the events',
      empty: 'No events match these filters.',
      warm: (user) =>
        user.click(within(screen.getByRole('radiogroup', { name: 'Events shown' })).getByText('All events')),
    },
  ],
});
