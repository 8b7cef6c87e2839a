import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The project's read and its save under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: project 1 "CPE Dunkerque – Utilités".
const PROJECT = 'CPE Dunkerque – Utilités';
const general = () => screen.getByRole('form', { name: 'Project’s general information' });
const nameField = () => within(general()).getByRole('textbox', { name: /^Name/ });

describeFaultMatrix(api, {
  name: 'project page',
  url: '/parameters/projects/1/main-informations',
  ready: async () => {
    await screen.findByRole('form', { name: 'Project’s general information' }, { timeout: 8_000 });
    // The project's name, or after a reload the draft typed over it (which begins with it).
    await waitFor(() => expect(nameField()).toHaveDisplayValue(new RegExp(`^${PROJECT}`)), { timeout: 8_000 });
  },
  typing: { field: nameField, text: 'CPE Dunkerque – Utilités (revu)' },
  calls: [
    // The project's read: cold (a save does not read it again, it keeps the answer).
    { call: 'GET project/*', what: 'the project' },
    {
      call: 'PUT project/*',
      write: true,
      warm: (user) => user.click(within(general()).getByRole('button', { name: 'Save' })),
    },
  ],
});
