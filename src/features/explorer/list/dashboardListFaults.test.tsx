import { screen, waitFor } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The dashboards list's read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const COUNT = /^\d+ dashboards?$/;

async function listReady() {
  await screen.findByText(COUNT, {}, { timeout: 15_000 });
}

describeFaultMatrix(api, {
  name: 'dashboards list',
  url: '/data-explorer',
  ready: listReady,
  typing: {
    field: () => screen.getByRole('searchbox', { name: 'Name' }),
    text: 'Four',
    inUrl: /name=Four/,
    settled: async () => {
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15_000 });
      await listReady();
    },
  },
  calls: [
    {
      call: 'GET dashboard',
      what: 'the dashboards',
      empty: 'No dashboard matches this name.',
      // A failed list refresh keeps the rows.
      warm: (user) => user.click(screen.getByRole('button', { name: 'Sort by Name' })),
    },
  ],
});
