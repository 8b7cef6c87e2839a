import { screen } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The sites list's read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

describeFaultMatrix(api, {
  name: 'sites list',
  url: '/parameters/places',
  ready: async () => {
    await screen.findByText(/^\d+ sites?$/, {}, { timeout: 8_000 });
  },
  calls: [
    {
      call: 'GET places',
      what: 'the sites',
      empty: 'No site matches these filters.',
      // A failed refresh keeps the rows.
      warm: (user) => user.click(screen.getByRole('button', { name: 'Sort by City' })),
    },
  ],
});
