import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../mocks/testing';
import { describeFaultMatrix } from '../../test/faultMatrix';

/*
 * The synoptic's save (PUT synoptic/*) under every fault kind (src/test/faultMatrix.tsx): the label
 * typed on a placed variable survives the failure, a 401's reload and the maintenance page's
 * "Try again" included (the editor's changes are a form draft).
 */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: project 7 (Chaufferie biomasse Morlaix) has two synoptics; the first, "Chaufferie", has placed variables.
const URL = '/synoptique?projectId=7&mode=edit';
const placed = () => screen.getByRole('table', { name: 'Variables placed on the synoptic' });

describeFaultMatrix(api, {
  name: 'synoptic configuration',
  url: URL,
  ready: async () => {
    await screen.findByRole('table', { name: 'Variables placed on the synoptic' }, { timeout: 15_000 });
  },
  typing: {
    field: () => within(placed()).getAllByRole('textbox')[0] as HTMLElement,
    text: 'Repère chaudière',
  },
  calls: [
    {
      call: 'PUT synoptic/*',
      write: true,
      warm: (user) => user.click(screen.getByRole('button', { name: 'Save the synoptic' })),
    },
  ],
});
