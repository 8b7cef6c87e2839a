import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The contacts list's read and a new contact's save under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const COUNT = /^\d+ contacts?$/;

async function listReady() {
  await screen.findByText(COUNT, {}, { timeout: 15_000 });
}

describeFaultMatrix(api, {
  name: 'contacts list',
  // Its smallest page: the same calls as the default 50 rows, half the rows to draw.
  url: '/parameters/contacts?pageSize=25',
  ready: listReady,
  typing: {
    field: () => screen.getByRole('searchbox', { name: 'Name' }),
    text: 'a',
    inUrl: /name=a/,
    settled: async () => {
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15_000 });
      await listReady();
    },
  },
  calls: [
    {
      call: 'GET contacts',
      what: 'the contacts',
      empty: 'No contacts yet.',
      warm: (user) => user.click(screen.getByRole('button', { name: /Sort by Name/ })),
    },
  ],
});

const newContact = () => screen.getByRole('dialog', { name: 'New contact' });

/** The save: the dialog opened and filled, then refused; every typed field is still there. */
describeFaultMatrix(api, {
  name: 'contact save',
  // Its smallest page: the same calls as the default 50 rows, half the rows to draw.
  url: '/parameters/contacts?pageSize=25',
  ready: async () => {
    await listReady();
    const user = userEvent.setup();
    if (!screen.queryByRole('dialog', { name: 'New contact' }))
      await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    const name = within(await screen.findByRole('dialog', { name: 'New contact' })).getByRole('textbox', {
      name: 'Name',
    });
    await user.clear(name);
    await user.type(name, 'Léa Morin');
  },
  typing: {
    field: () => within(newContact()).getByRole('textbox', { name: 'E-mail' }),
    text: 'lea.morin@gmail.com',
  },
  calls: [
    {
      call: 'POST contacts',
      write: true,
      warm: (user) => user.click(within(newContact()).getByRole('button', { name: 'Add the contact' })),
    },
  ],
});
