import { screen } from '@testing-library/react';
import { setupTestMockApi } from '../../../../../mocks/testing';
import { describeFaultMatrix } from '../../../../test/faultMatrix';

/* The support record's read and the technical files' read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const PROJECT = '/parameters/projects/1';
/** Seeded (mocks/db/support.ts): a file of project 1 still in storage. */
const AVAILABLE_FILE = 'Photo armoire DKQ.jpg';

describeFaultMatrix(api, {
  name: 'technical information',
  url: `${PROJECT}/technical`,
  ready: async () => {
    await screen.findByRole('meter', { name: 'Disk C' }, { timeout: 8_000 });
  },
  calls: [{ call: 'GET bexsupport/*', what: 'the technical information' }],
});

describeFaultMatrix(api, {
  name: 'technical files',
  url: `${PROJECT}/technical-files`,
  ready: async () => {
    await screen.findByRole('button', { name: `Download ${AVAILABLE_FILE}` }, { timeout: 8_000 });
  },
  calls: [
    {
      call: 'GET bexsupport/files',
      what: 'the technical files',
      empty: 'No technical file for this project.',
    },
  ],
});
