import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* A project's balances: their read and a new balance's POST under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: project 1, its EPIA 3 has two perimeters (electricity and natural gas).
const AAPE = /^(EPIA|AAPE) 3 · /;

describeFaultMatrix(api, {
  name: 'project balances',
  url: '/parameters/projects/1/balances',
  ready: async () => {
    const section = await screen.findByRole('region', { name: AAPE }, { timeout: 15_000 });
    await within(section).findAllByRole('table', {}, { timeout: 15_000 });
  },
  calls: [
    { call: 'GET balance-by-project/*', what: 'the balances' },
    {
      call: 'POST balance-action',
      write: true,
      warm: async (user) => {
        const section = screen.getByRole('region', { name: AAPE });
        await user.click(await within(section).findByRole('button', { name: 'New balance' }, { timeout: 15_000 }));
        const dialog = await screen.findByRole('dialog', { name: 'New balance' }, { timeout: 15_000 });
        await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      },
    },
  ],
});
