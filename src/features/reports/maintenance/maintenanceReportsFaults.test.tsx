import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* The maintenance reports' read and a report's creation under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// The demo's first project, whose measuring chains are faulty (mocks/db/maintenanceFaults.ts).
const FAULTY_PROJECT = 'CPE Dunkerque – Utilités';

describeFaultMatrix(api, {
  name: 'maintenance reports',
  url: '/bexrapports',
  ready: async () => {
    const table = await screen.findByRole('table', { name: 'Maintenance reports' }, { timeout: 8_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8_000 });
  },
  calls: [
    {
      call: 'GET bex-reports',
      what: 'the maintenance reports',
      empty: 'No maintenance report yet.',
      warm: (user) => pickOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Draft'),
    },
  ],
});

// The creation from its own page (the list's "New maintenance report" leads there): a reload after
// a 401 comes back to that page, with the draft.
describeFaultMatrix(api, {
  name: 'new maintenance report',
  url: '/bexrapports/add',
  ready: async () => {
    const project = await screen.findByRole('combobox', { name: 'Project' }, { timeout: 8_000 });
    await waitFor(() => expect(project).toBeEnabled(), { timeout: 8_000 });
  },
  calls: [
    {
      call: 'POST bex-reports',
      write: true,
      warm: async (user) => {
        await pickOption(user, screen.getByRole('combobox', { name: 'Project' }), new RegExp(`^${FAULTY_PROJECT}`));
        const name = screen.getByRole('textbox', { name: 'Name' });
        await user.clear(name);
        await user.type(name, 'Contrôle sous panne');
        await user.click(screen.getByRole('button', { name: 'Create the report' }));
      },
    },
  ],
});
