import { screen, waitFor } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The projects list's read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const COUNT = /^\d+ projects?$/;

async function listReady() {
  await screen.findByText(COUNT, {}, { timeout: 8_000 });
}

describeFaultMatrix(api, {
  name: 'projects list',
  url: '/parameters/projects',
  ready: listReady,
  typing: {
    field: () => screen.getByRole('searchbox', { name: 'Project name' }),
    text: 'Dunkerque',
    inUrl: /name=Dunkerque/,
    // The search answered: the table at rest with its count.
    settled: async () => {
      await waitFor(
        () => expect(screen.getByRole('table', { name: 'Projects' })).not.toHaveAttribute('aria-busy', 'true'),
        {
          timeout: 8_000,
        },
      );
      await listReady();
    },
  },
  calls: [
    {
      call: 'GET project',
      what: 'the projects',
      empty: 'No project matches these filters.',
      // A failed refresh keeps the rows.
      warm: (user) => user.click(screen.getByRole('button', { name: 'Sort by Start date' })),
    },
  ],
});
