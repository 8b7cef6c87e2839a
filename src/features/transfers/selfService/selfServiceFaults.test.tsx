import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/*
 * The self-service export: the export's request under every fault kind (src/test/faultMatrix.tsx).
 * The downloads' read has its own file (selfServiceDownloadsFaults.test.tsx).
 */

const api = await setupTestMockApi({ resetBeforeEach: true });

describeFaultMatrix(api, {
  name: 'self-service export',
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
      call: 'POST download-requests',
      write: true,
      warm: async (user) => {
        await waitFor(() => expect(screen.getByRole('button', { name: 'Save as a configuration' })).toBeEnabled(), {
          timeout: 8_000,
        });
        await user.click(screen.getByRole('button', { name: 'Request the export' }));
      },
    },
  ],
});
