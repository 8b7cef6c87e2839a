import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The variables list's read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const COUNT = /^[\d,]+ variables?$/;

async function listReady() {
  await screen.findByText(COUNT, {}, { timeout: 8_000 });
}

/** Picks an option of a Select once its options have come. */
async function choose(user: UserEvent, input: HTMLElement, option: string) {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = () => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? document.body;
  const found = await waitFor(() => within(listbox()).getByRole('option', { name: option, hidden: true }), {
    timeout: 8_000,
  });
  await user.click(found);
}

describeFaultMatrix(api, {
  name: 'variables',
  url: '/automatic-variables',
  ready: listReady,
  typing: {
    field: () => screen.getByRole('searchbox', { name: 'Name' }),
    text: 'Compresseur',
    inUrl: /name=Compresseur/,
    // The search answered: the table at rest with its count.
    settled: async () => {
      await waitFor(
        () => expect(screen.getByRole('table', { name: 'Variables' })).not.toHaveAttribute('aria-busy', 'true'),
        {
          timeout: 8_000,
        },
      );
      await listReady();
    },
  },
  calls: [
    {
      call: 'GET variables',
      what: 'the variables',
      empty: 'No variables match these filters.',
      warm: (user) => choose(user, screen.getByLabelText(/^Type/, { selector: 'input' }), 'Formula'),
    },
  ],
});
