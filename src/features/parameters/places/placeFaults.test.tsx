import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* A site's save (PUT places/{id}) under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: site 1 "Usine de Dunkerque" (Aciéries du Nord).
const siteForm = () => screen.getByRole('form', { name: 'Site information' });

describeFaultMatrix(api, {
  name: 'site save',
  url: '/parameters/places/1/main-informations',
  ready: async () => {
    const form = await screen.findByRole('form', { name: 'Site information' }, { timeout: 8_000 });
    await waitFor(
      () => expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toMatch(/\S/),
      { timeout: 8_000 },
    );
  },
  typing: { field: () => within(siteForm()).getByRole('textbox', { name: /^City/ }), text: 'Dunkerque – Port Est' },
  calls: [
    {
      call: 'PUT places/*',
      write: true,
      warm: (user) => user.click(within(siteForm()).getByRole('button', { name: 'Save' })),
    },
  ],
});
