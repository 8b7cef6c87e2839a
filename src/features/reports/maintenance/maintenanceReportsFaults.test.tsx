import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The maintenance reports' read and a report's creation under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// The demo's first project, whose measuring chains are faulty (mocks/db/maintenanceFaults.ts).
const FAULTY_PROJECT = 'CPE Dunkerque – Utilités';

/**
 * Picks an option of a select, unless it is the one chosen already: the draft brought back after a
 * reload holds the choices, and a second click on the chosen option would clear it.
 */
async function choose(user: UserEvent, input: HTMLElement, option: string | RegExp) {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('No listbox');
  const item = await within(listbox).findByRole('option', { name: option, hidden: true }, { timeout: 8_000 });
  if (item.getAttribute('aria-selected') === 'true') await user.keyboard('{Escape}');
  else await user.click(item);
}

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
      warm: (user) => choose(user, screen.getByRole('combobox', { name: 'Status' }), 'Draft'),
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
        await choose(user, screen.getByRole('combobox', { name: 'Project' }), new RegExp(`^${FAULTY_PROJECT}`));
        const name = screen.getByRole('textbox', { name: 'Name' });
        await user.clear(name);
        await user.type(name, 'Contrôle sous panne');
        await user.click(screen.getByRole('button', { name: 'Create the report' }));
      },
    },
  ],
});
