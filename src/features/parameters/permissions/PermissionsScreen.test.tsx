import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions, type AppRouteView } from '../../../test/renderAppRoute';

// These screens render many controls: on a loaded machine the default wait is too short.
configure({ asyncUtilTimeout: 15_000 });

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u1';
let view: AppRouteView;
async function open(url: string, options: Omit<AppRouteOptions, 'account'> = {}): Promise<AppRouteView> {
  view = await renderAppRoute(api, url, { account, ...options });
  return view;
}
afterEach(() => {
  unmountAppRoute();
  account = 'u1';
  api.server.resetHandlers();
  account = 'u1';
});

const readerRole = () => api.db.roles.find((role) => role.name === 'reader');

describe('PermissionsScreen', { timeout: 60_000 }, () => {
  it('shows the matrix read only to an admin who is not a super admin', async () => {
    account = 'u2';
    await open('/parameters/permissions');
    const table = await screen.findByRole('table', { name: 'Permissions by role' });
    expect(await screen.findByText('47 permissions')).toBeInTheDocument();
    expect(screen.getByText(/only a super admin can change/)).toBeInTheDocument();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    const row = within(table).getByRole('row', { name: /Manage roles and permissions/ });
    // Super admin, admin, operator, reader, customer.
    expect(
      within(row)
        .getAllByText(/^(Granted|Not granted)$/)
        .map((cell) => cell.textContent),
    ).toEqual(['Granted', 'Granted', 'Not granted', 'Not granted', 'Not granted']);
    expect(within(table).getByRole('columnheader', { name: 'Reader' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'People and access' })).toBeInTheDocument();
  });

  it('opens the matrix read only to whoever the matrix gives "view roles and permissions"', async () => {
    const viewers = api.db.roles.filter(
      (role) =>
        role.permissions.includes('permission_role_view') && !role.permissions.includes('permission_role_manage'),
    );
    expect(viewers.map((role) => role.name)).toContain('reader');
    account = 'u4';
    await open('/parameters/permissions');
    const table = await screen.findByRole('table', { name: 'Permissions by role' }, { timeout: 10_000 });
    expect(screen.getByText(/only a super admin can change/)).toBeInTheDocument();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    const row = within(table).getByRole('row', { name: /View roles and permissions/ });
    expect(within(row).getAllByText(/^(Granted|Not granted)$/)[3]?.textContent).toBe('Granted');
  });

  it('lets a super admin grant a permission to a role and save it, or discard', async () => {
    await open('/parameters/permissions');
    const grant = await screen.findByRole(
      'checkbox',
      { name: 'Manage roles and permissions for Reader' },
      { timeout: 10_000 },
    );
    expect(grant).not.toBeChecked();
    await userEvent.click(grant);
    expect(grant).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'View clients for Customer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard the changes of Customer' }));
    expect(screen.getByRole('checkbox', { name: 'View clients for Customer' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Reader' }));
    expect(await screen.findByText('The permissions of Reader are saved.')).toBeInTheDocument();
    expect(readerRole()?.permissions).toContain('permission_role_manage');
    expect(screen.queryByRole('button', { name: 'Save Reader' })).not.toBeInTheDocument();
  });

  it('explains a refusal and keeps the ticks', async () => {
    api.server.use(
      http.put(`${TEST_API_BASE_URL}roles/:id`, () =>
        HttpResponse.json({ messages: ['NEEDS_SUPERUSER'] }, { status: 403 }),
      ),
    );
    await open('/parameters/permissions');
    const grant = await screen.findByRole('checkbox', { name: 'Manage users for Reader' });
    await userEvent.click(grant);
    await userEvent.click(screen.getByRole('button', { name: 'Save Reader' }));
    const alert = await screen.findByText(/Reader was not saved: only a super admin/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(grant).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Reader' })).toBeEnabled());
  });
});
