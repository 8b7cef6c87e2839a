import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../mocks/testing';
import { describeFaultMatrix } from '../../test/faultMatrix';
import { pickOption } from '../../test/pickOption';

/*
 * The synoptic: a project's synoptics read under every fault kind (src/test/faultMatrix.tsx). The
 * save's matrix is synopticEditorFaults.test.tsx.
 */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: project 7 (Chaufferie biomasse Morlaix) has two synoptics, "Chaufferie" then "Production de froid".
const URL = '/synoptique?projectId=7';

describeFaultMatrix(api, {
  name: 'synoptics of a project',
  url: URL,
  ready: async () => {
    const order = await screen.findByRole(
      'list',
      { name: 'Synoptics of the project, in their order' },
      { timeout: 8_000 },
    );
    await within(order).findAllByRole('listitem', {}, { timeout: 8_000 });
  },
  calls: [
    {
      call: 'GET project/synoptic/*',
      what: 'the project’s synoptics',
      empty: 'This project has no synoptic yet: create one with its background image, then place its variables.',
      // Another project's synoptics are read when the project filter changes.
      warm: (user) =>
        pickOption(user, screen.getByLabelText(/^Project/, { selector: 'input' }), /^CPE Dunkerque – Utilités/),
    },
  ],
});
