import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/*
 * The self-service downloads' read (GET files) under every fault kind (src/test/faultMatrix.tsx),
 * warm (the next page asked for) and cold, with a selection from a link whose variable takes its
 * own aggregation as the page loads: the URL stays as it is, so a failed list keeps its Retry.
 */

const api = await setupTestMockApi({ resetBeforeEach: true });

describeFaultMatrix(api, {
  name: 'self-service downloads',
  url: '/data-self-service?v=1&title=Export%20sous%20faute',
  ready: async () => {
    const downloads = await screen.findByRole('table', { name: 'Downloads' }, { timeout: 8_000 });
    await waitFor(() => expect(within(downloads).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8_000 });
  },
  typing: {
    field: () => screen.getByRole('textbox', { name: /^Export title/ }),
    text: 'Relevés de la semaine',
  },
  calls: [
    {
      call: 'GET files',
      what: 'the downloads',
      empty: 'No download yet: request an export above.',
      warm: async (user) => {
        await user.click(screen.getByRole('button', { name: 'Next page' }));
      },
    },
  ],
});
