import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRootRouteWithContext, createRoute, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createTestMockApi, TEST_API_BASE_URL } from '../../../mocks/node';
import { initHttpClient } from '../../api/http';
import { currentUserQueryOptions } from '../../entities/users/currentUser';
import { renderWithApp } from '../../test/renderWithApp';
import { AppShellLayout } from './AppShellLayout';

const api = await createTestMockApi();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => api.server.resetHandlers());
afterAll(() => api.server.close());

function shellRoutes() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const shell = createRoute({
    getParentRoute: () => root,
    id: 'shell',
    loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
    component: AppShellLayout,
  });
  const home = createRoute({
    getParentRoute: () => shell,
    path: '/home',
    staticData: { titleId: 'page.home', permission: 'home_page_view' },
  });
  const manual = createRoute({
    getParentRoute: () => shell,
    path: '/manual-config',
    staticData: { titleId: 'page.manualConfig', permission: 'variable_configuration_manage' },
  });
  return root.addChildren([shell.addChildren([home, manual])]);
}

function signedInAs(accountId: string) {
  initHttpClient(TEST_API_BASE_URL, {
    getAccessToken: () => api.signToken(accountId),
    refreshAccessToken: () => api.signToken(accountId),
    onUnauthorized: () => Promise.resolve(),
  });
}

describe('the shell', () => {
  it('shows a reader their name, role and only the navigation they may use', async () => {
    signedInAs('u4');
    await renderWithApp(shellRoutes(), { url: '/home' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Variables' })).toBeInTheDocument();
    // What the reader may view is offered, read only: the roles (permission_role_view), the imports
    // (spec 001 §6 variable_import_view).
    expect(within(nav).getByRole('link', { name: 'Roles and permissions' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Manual variables' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Claire Petit.*Reader · Internal.*User menu/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('refuses a page whose permission the user lacks, keeping the shell', async () => {
    signedInAs('u4');
    await renderWithApp(shellRoutes(), { url: '/manual-config' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    expect(screen.getByRole('heading', { level: 1, name: 'Manual variables' })).toBeInTheDocument();
  });

  it('shows an admin the manage entries', async () => {
    signedInAs('u2');
    await renderWithApp(shellRoutes(), { url: '/manual-config' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Manual variables' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches the interface language from the user menu and remembers it', async () => {
    signedInAs('u5');
    await renderWithApp(shellRoutes(), { url: '/home' });
    // The menu loads after the shell is drawn; its button is disabled until then.
    await waitFor(() => expect(screen.getByRole('button', { name: /User menu/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Language: Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Julien Moreau.*Client · Externe/ })).toBeInTheDocument();
    expect(localStorage.getItem('wattsight.locale')).toBe('fr');
  });
});
