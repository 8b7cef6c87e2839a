import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The scheduled reports' read and a scheduled report's POST under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: project 2 and its own dashboard, with more than two graphs (mocks/db/explorer.ts).
const PROJECT = 'Air comprimé Dunkerque';
const DASHBOARD = 'Air comprimé – performances';
const COUNT = /^(\d+ scheduled reports?|No scheduled report)$/;

async function ready() {
  await screen.findByText(COUNT, {}, { timeout: 8_000 });
  await waitFor(
    () => expect(screen.getByRole('table', { name: 'Scheduled reports' })).not.toHaveAttribute('aria-busy', 'true'),
    { timeout: 8_000 },
  );
}

/**
 * Picks an option of a Select once its options have come (the first one when none is named); an
 * option already chosen is left as it is (picking it again would clear it), as after a reload that
 * brought the draft back.
 */
async function choose(user: UserEvent, input: HTMLElement, option?: string) {
  // The project filter waits for the projects' read: a user clicks it once it is enabled.
  await waitFor(() => expect(input).toBeEnabled(), { timeout: 8_000 });
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = () => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? document.body;
  const found = await waitFor(
    () =>
      option === undefined
        ? (within(listbox()).getAllByRole('option', { hidden: true })[0] ?? within(listbox()).getByRole('option'))
        : within(listbox()).getByRole('option', { name: option, hidden: true }),
    { timeout: 8_000 },
  );
  if (found.getAttribute('aria-selected') === 'true') await user.keyboard('{Escape}');
  else await user.click(found);
}

const form = () => screen.getByRole('dialog', { name: 'New scheduled report' });

/**
 * The rest of a quarterly report sending on the 5th, once its name is typed. Filled before the
 * fault: the matrix's short timeouts would otherwise cut the form's own reads (its dashboards).
 */
async function fillQuarterly(user: UserEvent) {
  const dialog = form();
  await choose(user, within(dialog).getByLabelText(/^Project/, { selector: 'input' }), PROJECT);
  await choose(user, within(dialog).getByLabelText(/^Dashboard/, { selector: 'input' }), DASHBOARD);
  const graphs = within(dialog).getByRole('group', { name: 'Graphs' });
  const [first] = await within(graphs).findAllByRole('checkbox', {}, { timeout: 8_000 });
  if (first && !(first as HTMLInputElement).checked) await user.click(first);
  const sendTo = within(dialog).getByLabelText(/^Send to/, { selector: 'input' });
  await waitFor(() => expect(sendTo).toBeEnabled(), { timeout: 8_000 });
  await choose(user, sendTo);
  await user.click(within(dialog).getByText('Quarterly', { exact: true }));
  const days = within(dialog).getByRole('group', { name: /^Days of the month to send/ });
  // A chip's box is hidden behind its label: the label is what a user clicks.
  for (const day of ['1', '5']) {
    const box = within(days).getByRole('checkbox', { name: day });
    if ((box as HTMLInputElement).checked !== (day === '5'))
      await user.click(within(days).getByText(day, { exact: true }));
  }
  expect(within(days).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  expect(within(days).getByRole('checkbox', { name: '5' })).toBeChecked();
}

describeFaultMatrix(api, {
  name: 'scheduled reports tab',
  url: '/report?tab=automatic',
  ready,
  calls: [
    {
      call: 'GET scheduled-reports',
      what: 'the scheduled reports',
      empty: 'No scheduled report yet.',
      warm: (user) => choose(user, screen.getByLabelText(/^Project/, { selector: 'input' }), PROJECT),
    },
  ],
});

describeFaultMatrix(api, {
  name: 'new scheduled report',
  url: '/report?tab=automatic&sEdit=new',
  ready: async () => {
    await ready();
    await screen.findByRole('dialog', { name: 'New scheduled report' }, { timeout: 8_000 });
  },
  typing: {
    field: () => within(form()).getByRole('textbox', { name: /^Report name/ }),
    text: 'Sous panne',
    settled: () => fillQuarterly(userEvent.setup()),
  },
  calls: [
    {
      call: 'POST scheduled-reports',
      write: true,
      warm: (user) => user.click(within(form()).getByRole('button', { name: 'Create' })),
    },
  ],
});
