import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* The CPE reports' read and a new report's POST under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

async function listReady() {
  const table = await screen.findByRole('table', { name: 'CPE reports' }, { timeout: 15_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
  await screen.findByText(/^\d+ CPE reports?$/, {}, { timeout: 15_000 });
}

describeFaultMatrix(api, {
  name: 'CPE reports',
  url: '/cperapports',
  ready: listReady,
  calls: [
    {
      call: 'GET bex-reports',
      what: 'the CPE reports',
      empty: 'No CPE report yet.',
      warm: (user) => pickOption(user, screen.getByLabelText(/^Status/, { selector: 'input' }), 'Draft'),
    },
  ],
});

const newReport = () => screen.getByRole('form', { name: 'New CPE report' });
const projectField = () => within(newReport()).getByLabelText(/^Project/, { selector: 'input' });

/** The form's own project field, its first project (a draft brought back by a reload has it already). */
async function chooseFirstProject(user: UserEvent) {
  const input = projectField();
  if (input.getAttribute('value')) return;
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  await user.click(within(listbox!).getAllByRole('option', { hidden: true })[0]!);
}

// The list's "New CPE report" opens this page: the create is run on it, so that a reload stays there.
describeFaultMatrix(api, {
  name: 'new CPE report',
  url: '/cperapports/add',
  ready: async () => {
    await screen.findByRole('form', { name: 'New CPE report' }, { timeout: 15_000 });
    // Disabled until the projects are read.
    await waitFor(() => expect(projectField()).toBeEnabled(), { timeout: 15_000 });
  },
  typing: {
    field: () => within(newReport()).getByRole('textbox', { name: /^Report name/ }),
    text: 'Rapport CPE sous panne',
  },
  calls: [
    {
      call: 'POST bex-reports',
      write: true,
      warm: async (user) => {
        await chooseFirstProject(user);
        await user.click(within(newReport()).getByRole('button', { name: 'Create the report' }));
      },
    },
  ],
});
