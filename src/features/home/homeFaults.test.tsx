import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../mocks/testing';
import { describeFaultMatrix } from '../../test/faultMatrix';
import { pickOption } from '../../test/pickOption';

/* The home's event summary and pending events under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

const pickClient = async (user: UserEvent) =>
  pickOption(user, screen.getByLabelText(/^Client/, { selector: 'input' }), 'Aciéries du Nord');

describeFaultMatrix(api, {
  name: 'home',
  url: '/home',
  ready: async () => {
    await screen.findByRole('img', { name: 'Events by status' }, { timeout: 8_000 });
    await screen.findByRole('list', { name: 'Pending events' }, { timeout: 8_000 });
  },
  calls: [
    { call: 'GET stats/alert-events', what: 'the event summary', empty: 'No project', warm: pickClient },
    { call: 'GET events', what: 'the pending events', empty: 'No event to handle.', warm: pickClient },
  ],
});
