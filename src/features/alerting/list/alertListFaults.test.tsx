import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* The alert lists' reads and a row's mute under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const COUNT = /^\d+ alerts?$/;

async function listReady() {
  await screen.findByText(COUNT, {}, { timeout: 15_000 });
}

/** The typed search answered: its count shown, nothing on the page still reading. */
async function searchAnswered() {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15_000 });
  await listReady();
}

const pickLevel = (user: UserEvent) =>
  pickOption(user, screen.getByLabelText(/^Level/, { selector: 'input' }), 'Warning');

describeFaultMatrix(api, {
  name: 'alert list',
  // Its smallest page: the same calls as the default 50 rows, half the rows to draw.
  url: '/alerting-config?pageSize=25',
  ready: listReady,
  typing: {
    field: () => screen.getByRole('searchbox', { name: 'Alert name' }),
    text: 'Seuil',
    inUrl: /name=Seuil/,
    settled: searchAnswered,
  },
  calls: [
    {
      call: 'GET alerts',
      what: 'the alerts',
      empty: 'No alerts match these filters.',
      // A failed list refresh keeps the rows.
      warm: pickLevel,
    },
    {
      call: 'PUT alerts/*',
      write: true,
      warm: async (user) => {
        const table = screen.getByRole('table', { name: 'Standard alerts' });
        await user.click(within(table).getAllByRole('button', { name: /^Actions for / })[0]!);
        await user.click(
          await screen.findByRole('menuitem', { name: /^(Mute|Unmute) /, hidden: true }, { timeout: 15_000 }),
        );
      },
    },
  ],
});

describeFaultMatrix(api, {
  name: 'specific alert list',
  // Its smallest page: the same calls as the default 50 rows, half the rows to draw.
  url: '/alerting-config?tab=specific&pageSize=25',
  ready: listReady,
  calls: [
    {
      call: 'GET project-alerts',
      what: 'the specific alerts',
      empty: 'No alerts match these filters.',
      warm: pickLevel,
    },
  ],
});
