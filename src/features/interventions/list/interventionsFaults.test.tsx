import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The interventions lists' read (the fetch-all's two GETs) under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const firstRow = () => within(screen.getByRole('table', { name: /interventions$/ })).getAllByRole('row')[1];

async function listReady() {
  await waitFor(() => expect(firstRow()).toBeDefined(), { timeout: 8_000 });
}

describeFaultMatrix(api, {
  name: 'interventions lists',
  url: '/interventions',
  ready: listReady,
  typing: {
    field: () => screen.getByRole('searchbox', { name: 'Search' }),
    text: 'compteurs',
    inUrl: /search=compteurs/,
    // The search answered and at rest: nothing busy, its rows shown.
    settled: () =>
      waitFor(
        () => {
          expect(document.querySelector('[aria-busy="true"]')).toBeNull();
          expect(firstRow()).toBeDefined();
        },
        { timeout: 8_000 },
      ),
  },
  calls: [
    {
      // Both GETs of the fetch-all (current, then completed) match: either failing fails the lists.
      call: 'GET interventions',
      what: 'the interventions',
      empty: 'No current intervention matches these filters.',
      warm: (user) => user.click(screen.getByRole('button', { name: 'Sort by Title' })),
    },
  ],
});
