import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* A project's variable change history: its read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

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
  name: 'variable change history',
  // The first seeded project: a few dozen changes over three years.
  url: '/automatic-variables/historychangevar/1',
  ready: async () => {
    await screen.findByText(/^(\d+ changes?|No change)$/, {}, { timeout: 8_000 });
  },
  calls: [
    {
      call: 'GET variables/operations',
      what: 'the change history',
      empty: 'No change matches these filters.',
      warm: (user) => choose(user, screen.getByLabelText(/^Change/, { selector: 'input' }), 'Created'),
    },
  ],
});
