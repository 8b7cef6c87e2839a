import { screen, waitFor } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The clients list's read and a client's short-name save under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

describeFaultMatrix(api, {
  name: 'clients list',
  url: '/parameters/clients',
  ready: async () => {
    await screen.findByText(/^\d+ clients?$/, {}, { timeout: 15_000 });
  },
  calls: [
    {
      call: 'GET clients',
      what: 'the clients',
      empty: 'No client matches this search.',
      // A new search reads the clients again; the rows shown stay, marked as not refreshed.
      warm: (user) => user.type(screen.getByRole('searchbox', { name: 'Client name or short name' }), 'a'),
    },
  ],
});

describeFaultMatrix(api, {
  name: 'client short name',
  url: '/parameters/clients/2/main-informations',
  ready: async () => {
    await screen.findByRole('textbox', { name: 'Short name' }, { timeout: 15_000 });
  },
  typing: { field: () => screen.getByRole('textbox', { name: 'Short name' }), text: 'PAP-BZH' },
  calls: [
    {
      call: 'PUT clients/*',
      write: true,
      warm: async (user) => {
        await user.click(screen.getByRole('button', { name: 'Save' }));
        // The form says it was not saved (unless the maintenance page took its place).
        const notSaved = () =>
          screen.queryAllByRole('alert').some((alert) => alert.textContent?.includes('Not saved')) ||
          screen.queryByRole('heading', { name: 'Application under maintenance' }) !== null;
        await waitFor(() => expect(notSaved()).toBe(true), { timeout: 15_000 });
      },
    },
  ],
});
