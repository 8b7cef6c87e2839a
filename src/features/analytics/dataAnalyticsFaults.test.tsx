import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../mocks/testing';
import { describeFaultMatrix } from '../../test/faultMatrix';

/* The saved models' read and the run's POST under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

describeFaultMatrix(api, {
  name: 'data analytics',
  // Project 1's TGBT: target 3 (sum), explained by 4 and 10 (average).
  url: '/data-analytics?projectId=1&target=3:5&explain=4:1&explain=10:1',
  ready: async () => {
    const table = await screen.findByRole('table', { name: 'Saved models' }, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
  },
  calls: [
    {
      call: 'GET analytics-configurations',
      what: 'the saved models',
      empty: 'No saved model for this project yet.',
      warm: async (user) => {
        // Another project's saved models: a new read of the list.
        const input = screen.getByLabelText(/^Project/, { selector: 'input' });
        await user.click(input);
        await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
        const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
        await user.click(within(listbox!).getByRole('option', { name: /^Air comprimé Dunkerque/, hidden: true }));
      },
    },
    {
      call: 'POST modelization',
      write: true,
      warm: (user) => user.click(screen.getByRole('button', { name: 'Run the model' })),
    },
  ],
});
