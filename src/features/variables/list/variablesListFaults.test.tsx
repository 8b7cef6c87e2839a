import { screen, waitFor } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* The variables list's read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const COUNT = /^[\d,]+ variables?$/;

async function listReady() {
  await screen.findByText(COUNT, {}, { timeout: 8_000 });
}

describeFaultMatrix(api, {
  name: 'variables',
  // Its smallest page: the same calls as the default 50 rows, half the rows to draw.
  url: '/automatic-variables?pageSize=25',
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
      warm: (user) => pickOption(user, screen.getByLabelText(/^Type/, { selector: 'input' }), 'Formula'),
    },
  ],
});
