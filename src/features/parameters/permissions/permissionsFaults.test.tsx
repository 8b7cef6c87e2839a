import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/*
 * The permissions matrix's read (GET roles) under every fault kind (src/test/faultMatrix.tsx), from a
 * cold load: nothing on the screen reads the roles again.
 */

const api = await setupTestMockApi({ resetBeforeEach: true });

describeFaultMatrix(api, {
  name: 'permissions matrix',
  url: '/parameters/permissions',
  ready: async () => {
    const matrix = await screen.findByRole('table', { name: 'Permissions by role' }, { timeout: 8_000 });
    await within(matrix).findByRole('row', { name: /Manage users/ }, { timeout: 8_000 });
  },
  calls: [{ call: 'GET roles', what: 'the roles' }],
});
