import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* A new intervention's creation (POST interventions) under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const form = () => screen.getByRole('form', { name: 'New intervention' });

/**
 * Picks an option of a select, unless it is the one chosen already: the draft brought back after a
 * reload holds the choices, and a second click on the chosen option would clear it.
 */
async function choose(user: UserEvent, label: string, option: string) {
  const input = within(form()).getByRole('combobox', { name: label });
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`No listbox for ${label}`);
  const item = await within(listbox).findByRole('option', { name: option, hidden: true }, { timeout: 8_000 });
  if (item.getAttribute('aria-selected') === 'true') await user.keyboard('{Escape}');
  else await user.click(item);
  await waitFor(() => expect(input).toHaveValue(option));
}

describeFaultMatrix(api, {
  name: 'new intervention',
  url: '/interventions/add',
  ready: async () => {
    await screen.findByRole('form', { name: 'New intervention' }, { timeout: 8_000 });
  },
  typing: { field: () => within(form()).getByRole('textbox', { name: 'Title' }), text: 'Sonde de retour HS' },
  calls: [
    {
      call: 'POST interventions',
      write: true,
      warm: async (user) => {
        await choose(user, 'Type', 'Audit');
        await choose(user, 'Project', 'Pasteurisation');
        await user.click(within(form()).getByRole('button', { name: 'Create the intervention' }));
      },
    },
  ],
});
