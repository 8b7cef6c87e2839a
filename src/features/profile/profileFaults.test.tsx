import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../mocks/testing';
import { describeFaultMatrix } from '../../test/faultMatrix';

/*
 * The favourites' save (PUT user/{id}) under every fault kind (src/test/faultMatrix.tsx): refused, it
 * is announced once and never as a success, and the section says it was not saved.
 */

const api = await setupTestMockApi({ resetBeforeEach: true });

const favourites = () => screen.getByRole('region', { name: 'Favourite projects' });

describeFaultMatrix(api, {
  name: 'profile save',
  url: '/user-preferences',
  ready: async () => {
    const section = await screen.findByRole('region', { name: 'Favourite projects' }, { timeout: 8_000 });
    await within(section).findByRole('table', { name: 'Favourite projects' }, { timeout: 8_000 });
  },
  calls: [
    {
      call: 'PUT user/*',
      write: true,
      warm: async (user) => {
        const [remove] = within(favourites()).getAllByRole('button', { name: /^Remove .* from favourites$/ });
        if (!remove) throw new Error('no favourite to remove');
        await user.click(remove);
        await user.click(within(favourites()).getByRole('button', { name: 'Save favourites' }));
        // Under maintenance the maintenance page replaces the profile, which the matrix checks.
        const maintenance = () => screen.queryByRole('heading', { name: 'Application under maintenance' });
        const notSaved = () => screen.queryByText(/Your favourites were not saved/);
        await waitFor(() => expect(maintenance() ?? notSaved()).not.toBeNull(), { timeout: 8_000 });
        if (maintenance()) return;
        expect(notSaved()).toBeVisible();
        expect(within(favourites()).getByText('Unsaved changes')).toBeVisible();
      },
    },
  ],
});
