import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../test/renderAppRoute';

/* The tabs of a page whose sections are URLs, as a client's page draws them in the app. */

const api = await setupTestMockApi();
afterEach(() => unmountAppRoute());

describe('RouteTabs', { timeout: 20_000 }, () => {
  it('lists each section as a link, marks the current one and follows the others', async () => {
    const view = await renderAppRoute(api, '/parameters/clients/1/main-informations');
    await screen.findByRole('navigation', { name: 'Client sections' });
    const tabs = () => screen.getByRole('navigation', { name: 'Client sections' });
    const main = () => within(tabs()).getByRole('link', { name: /^General/ });
    const sites = () => within(tabs()).getByRole('link', { name: /^Sites/ });
    expect(main()).toHaveAttribute('aria-current', 'page');
    expect(sites()).not.toHaveAttribute('aria-current');
    expect(sites()).toHaveAttribute('href', '/parameters/clients/1/places');
    await userEvent.click(sites());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/parameters/clients/1/places'));
    await waitFor(() => expect(sites()).toHaveAttribute('aria-current', 'page'));
    expect(main()).not.toHaveAttribute('aria-current');
  });
});
