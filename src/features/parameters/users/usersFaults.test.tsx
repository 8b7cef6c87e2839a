import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* The users list's read and a user's save under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

async function listReady() {
  await screen.findByText(/^\d+ users?$/, {}, { timeout: 8_000 });
  expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row').length).toBeGreaterThan(1);
}

describeFaultMatrix(api, {
  name: 'users list',
  url: '/parameters/users',
  ready: listReady,
  typing: {
    field: () => screen.getByRole('searchbox', { name: 'Name or e-mail' }),
    text: 'enersol',
    inUrl: /q=enersol/,
    settled: listReady,
  },
  calls: [
    {
      call: 'GET user',
      what: 'the users',
      empty: 'No user matches these filters.',
      warm: (user) => pickOption(user, screen.getByLabelText(/^Type/, { selector: 'input' }), 'External'),
    },
  ],
});

describeFaultMatrix(api, {
  name: 'user page',
  url: '/parameters/users/12/main-informations',
  ready: async () => {
    const email = await screen.findByRole<HTMLInputElement>('textbox', { name: 'E-mail' }, { timeout: 8_000 });
    await waitFor(() => expect(email.value).toContain('@'));
  },
  typing: { field: () => screen.getByRole('textbox', { name: 'Last name' }), text: 'Rousseau-Vidal' },
  calls: [
    {
      call: 'PUT user/*',
      write: true,
      warm: (user) => user.click(screen.getByRole('button', { name: 'Save' })),
    },
  ],
});
