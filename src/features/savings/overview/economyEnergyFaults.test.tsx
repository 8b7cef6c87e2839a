import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The energy-savings screen's read and an EPIA's POST under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

describeFaultMatrix(api, {
  name: 'energy savings',
  // Seeded: project 1 "CPE Dunkerque – Utilités"; its EPIA 2 has one electricity perimeter.
  url: '/economy-energy?projectId=1',
  ready: async () => {
    await screen.findByRole('table', { name: 'Project totals per year' }, { timeout: 8_000 });
  },
  calls: [
    { call: 'GET aape', what: 'the project’s EPIAs and balances' },
    {
      call: 'POST aape',
      write: true,
      warm: async (user) => {
        // After a reload, the draft opens the dialog again by itself.
        const open = screen.queryByRole('dialog', { name: 'New EPIA' });
        if (!open) await user.click(screen.getByRole('button', { name: 'New EPIA' }));
        const dialog = open ?? (await screen.findByRole('dialog', { name: 'New EPIA' }));
        const name = within(dialog).getByRole('textbox', { name: /^Name/ });
        await user.clear(name);
        await user.type(name, 'Relamping LED');
        await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      },
    },
  ],
});
