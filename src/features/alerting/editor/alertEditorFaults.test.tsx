import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The alert editor's read and its save under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: alert 4 "Hors plage – TGBT – Débit" (out of range) on project 1.
const SELF = '/alerting-config/alerts/4?tab=parameters';
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save the alert' }));

describeFaultMatrix(api, {
  name: 'alert editor',
  // The save goes back to the editor itself, which then reads the alert again (the warm read).
  url: `${SELF}&returnTo=${encodeURIComponent(SELF)}`,
  ready: async () => {
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' }, { timeout: 15_000 });
    await waitFor(() => expect(name.value).toMatch(/\S/));
  },
  typing: { field: () => screen.getByRole('textbox', { name: 'Name' }), text: 'Débit TGBT – seuils revus' },
  calls: [
    { call: 'GET alerts/*', what: 'the alert', warm: save },
    { call: 'PUT alerts/*', write: true, warm: save },
  ],
});
