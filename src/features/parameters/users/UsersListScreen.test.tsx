import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions, type AppRouteView } from '../../../test/renderAppRoute';

// These screens render many controls: on a loaded machine the default wait is too short.
configure({ asyncUtilTimeout: 15_000 });

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
let view: AppRouteView;
async function open(url: string, options: Omit<AppRouteOptions, 'account'> = {}): Promise<AppRouteView> {
  view = await renderAppRoute(api, url, { account, ...options });
  return view;
}

let sent: { method: string; url: URL }[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/user')) sent.push({ method: request.method, url });
});
beforeEach(() => {
  sent = [];
});
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
  api.server.resetHandlers();
  account = 'u2';
});

/** Picks an option of a Select: its own listbox, not another Select's offering the same label. */
async function pick(input: HTMLElement, option: string) {
  await userEvent.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('No listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

async function dataRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(within(table).getAllByText(/@/).length).toBeGreaterThan(0));
  return within(table).getAllByRole('row').slice(1);
}

describe('UsersListScreen', { timeout: 60_000 }, () => {
  it('lists the users with their count and sends the search and filters from the URL', async () => {
    await open('/parameters/users/?type=external&q=bo');
    await dataRows();
    const list = sent.filter((call) => call.method === 'GET' && call.url.pathname === '/api/user').at(-1);
    expect(list?.url.searchParams.get('type')).toBe('external');
    expect(list?.url.searchParams.get('search')).toBe('bo');
    const expected = api.db.users.filter(
      (user) => user.isExternal && `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase().includes('bo'),
    ).length;
    expect(await screen.findByText(`${expected} users`)).toBeInTheDocument();
  });

  it('refuses an e-mail of another domain inline and sends nothing, then creates the user', async () => {
    await open('/parameters/users/');
    await dataRows();
    expect(screen.getByText('30 users')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    const email = within(dialog).getByRole('textbox', { name: /^E-mail/ });
    await userEvent.type(email, 'lea.morin@gmail.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Morin');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'External' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/enersol\.fr or partenaire-energie\.fr/));
    expect(within(dialog).getByLabelText(/^Role/, { selector: 'input' })).toHaveAccessibleDescription('Required.');
    expect(within(dialog).getByLabelText(/^Client/, { selector: 'input' })).toHaveAccessibleDescription(
      /Choose the client of this external user/,
    );
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(email);
    await userEvent.type(email, 'Lea.Morin@Enersol.fr');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Internal' }));
    await pick(within(dialog).getByLabelText(/^Role/, { selector: 'input' }), 'Operator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New user' })).not.toBeInTheDocument());
    expect(await screen.findByText('31 users')).toBeInTheDocument();
    expect(api.db.users.find((user) => user.email === 'lea.morin@enersol.fr')?.roles[0]?.name).toBe('operator');
  });

  it('opens the new user again after a reload, with what was typed', async () => {
    const first = await open('/parameters/users/');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Morin');
    first.unmount();
    await open('/parameters/users/');
    const again = await screen.findByRole('dialog', { name: 'New user' });
    expect(within(again).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Morin');
    expect(within(again).getByText(/What you had typed for this user is back/)).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(within(again).getByRole('textbox', { name: /^Last name/ })).toHaveValue('');
  });

  it('deletes a user after confirmation and lowers the count', async () => {
    await open('/parameters/users/?q=rousseau');
    await dataRows();
    expect(screen.getByText('1 user')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mathieu Rousseau' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Mathieu Rousseau', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No user')).toBeInTheDocument();
    expect(api.db.users.some((user) => user.lastName === 'Rousseau')).toBe(false);
  });

  // Mantine's menu is still in its closing transition when the next one opens: its items are
  // found with `hidden: true`, as the other menus' tests do.
  it('offers no delete of oneself nor, to an admin, of a super admin', async () => {
    await open('/parameters/users/');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Sophie Martin' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Sophie Martin', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete Sophie Martin', hidden: true })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Antoine Durand' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Antoine Durand', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete Antoine Durand', hidden: true })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Pierre Lemoine' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete Pierre Lemoine', hidden: true })).toBeInTheDocument();
  });

  it('shows no edit control to a reader', async () => {
    account = 'u4';
    await open('/parameters/users/');
    await dataRows();
    expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});

describe('UserEditScreen', { timeout: 60_000 }, () => {
  it('changes a user’s role and keeps every field when the server refuses', async () => {
    await open('/parameters/users/8/main-informations');
    const form = await screen.findByRole('form', { name: 'User' });
    const email = within(form).getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveValue('emilie.faure@enersol.fr'));
    await userEvent.clear(email);
    await userEvent.type(email, 'olivier.girard@partenaire-energie.fr');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/));
    expect(email).toHaveValue('olivier.girard@partenaire-energie.fr');

    await userEvent.clear(email);
    await userEvent.type(email, 'emilie.faure@enersol.fr');
    await pick(within(form).getByLabelText(/^Role/, { selector: 'input' }), 'Reader');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The user is saved.')).toBeInTheDocument();
    expect(api.db.users.find((user) => user.id === 8)?.roles[0]?.name).toBe('reader');
  });

  it('is read only for a reader', async () => {
    account = 'u4';
    await open('/parameters/users/8/main-informations');
    const form = await screen.findByRole('form', { name: 'User' });
    expect(within(form).getByText(/Read only/)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
