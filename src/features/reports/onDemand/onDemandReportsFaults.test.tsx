import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { giveElementsASize, stubCanvasContext } from '../../../entities/explorer/charts/graphPanelTestSupport';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* The on-demand reports' read and a report's POST under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });
// The form's preview draws the report's graphs with echarts.
stubCanvasContext();
giveElementsASize();

// Seeded: project 2 and its own dashboard, with more than two graphs (mocks/db/explorer.ts).
const PROJECT = 'Air comprimé Dunkerque';
const DASHBOARD = 'Air comprimé – performances';

async function ready() {
  const table = await screen.findByRole('table', { name: 'On-demand reports' }, { timeout: 8_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8_000 });
}

const form = () => screen.getByRole('dialog', { name: 'New on-demand report' });

/**
 * The rest of the new report, once its name is typed: the project, its dashboard, its first two
 * graphs, M-1 (the default). Filled before the fault: the matrix's short timeouts would otherwise
 * cut the form's own reads (its dashboards and graphs).
 */
async function fillReport(user: UserEvent) {
  const dialog = form();
  await pickOption(user, within(dialog).getByLabelText(/^Project/, { selector: 'input' }), PROJECT);
  await pickOption(user, within(dialog).getByLabelText(/^Dashboard/, { selector: 'input' }), DASHBOARD);
  const graphs = within(dialog).getByRole('group', { name: 'Graphs' });
  await waitFor(() => expect(within(graphs).getAllByRole('checkbox').length).toBeGreaterThan(2), { timeout: 8_000 });
  for (const checkbox of within(graphs).getAllByRole('checkbox').slice(0, 2)) {
    if (!(checkbox as HTMLInputElement).checked) await user.click(checkbox);
  }
  expect(within(dialog).getByRole('button', { name: /^M-1\b/ })).toHaveAttribute('aria-pressed', 'true');
  const title = within(dialog).getByRole('textbox', { name: /^Title/ });
  await user.clear(title);
  await user.click(title);
  await user.paste('Performance – Rapport sous faute');
}

describeFaultMatrix(api, {
  name: 'on-demand reports',
  url: '/report',
  ready,
  calls: [
    {
      call: 'GET reports',
      what: 'the on-demand reports',
      empty: 'No on-demand report yet.',
      warm: (user) => pickOption(user, screen.getByLabelText(/^Project/, { selector: 'input' }), PROJECT),
    },
  ],
});

describeFaultMatrix(api, {
  name: 'new on-demand report',
  url: '/report?manualReport=new',
  ready: async () => {
    await ready();
    await screen.findByRole('dialog', { name: 'New on-demand report' }, { timeout: 8_000 });
  },
  typing: {
    field: () => within(form()).getByRole('textbox', { name: /^Report name/ }),
    text: 'Rapport sous faute',
    settled: () => fillReport(userEvent.setup()),
  },
  calls: [
    {
      call: 'POST reports',
      write: true,
      warm: (user) => user.click(within(form()).getByRole('button', { name: 'Generate the report' })),
    },
  ],
});
