import { screen } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* A project's variable change history: its read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

describeFaultMatrix(api, {
  name: 'variable change history',
  // The first seeded project: a few dozen changes over three years.
  // Its smallest page: the same calls as the default 50 rows, half the rows to draw.
  url: '/automatic-variables/historychangevar/1?pageSize=25',
  ready: async () => {
    await screen.findByText(/^(\d+ changes?|No change)$/, {}, { timeout: 8_000 });
  },
  calls: [
    {
      call: 'GET variables/operations',
      what: 'the change history',
      empty: 'No change matches these filters.',
      warm: (user) => pickOption(user, screen.getByLabelText(/^Change/, { selector: 'input' }), 'Created'),
    },
  ],
});
