import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* A site's scenarios: the list's read and a creation's POST under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// A seeded site with its own two scenarios (one used by an alert) besides the four global ones.
const table = () => screen.getByRole('table', { name: 'Scenarios' });

describeFaultMatrix(api, {
  name: 'site scenarios',
  url: '/parameters/places/7/scenarios',
  ready: async () => {
    await screen.findByRole('table', { name: 'Scenarios' }, { timeout: 8_000 });
    await within(table()).findByText('Heures ouvrées', {}, { timeout: 8_000 });
  },
  calls: [
    {
      call: 'GET scenarios',
      what: 'the scenarios',
      empty: 'No scenario yet.',
      // An edit saved: the list is read again.
      warm: async (user) => {
        const row = within(table())
          .getAllByRole('row')
          .find((one) => one.textContent?.includes('Équipe de nuit – LHV'));
        if (!row) throw new Error('no "Équipe de nuit – LHV" row');
        await user.click(within(row).getByRole('button', { name: /^Edit Équipe de nuit/ }));
        const editor = await screen.findByRole('dialog', { name: /^Edit the scenario/ });
        await user.click(within(editor).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Edit the scenario/ })).toBeNull(), {
          timeout: 8_000,
        });
      },
    },
    {
      call: 'POST scenarios',
      write: true,
      // A new scenario sent; after a reload its draft reopens the editor by itself.
      warm: async (user) => {
        const open = screen.queryByRole('dialog', { name: 'New scenario' });
        if (!open) await user.click(screen.getByRole('button', { name: 'New scenario' }));
        const dialog = open ?? (await screen.findByRole('dialog', { name: 'New scenario' }));
        const name = within(dialog).getByRole('textbox', { name: 'Name' });
        await user.clear(name);
        await user.type(name, 'Astreinte du soir');
        await user.click(within(dialog).getByRole('button', { name: 'Working days, 8h to 18h' }));
        await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      },
    },
  ],
});
