import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
let view: AppRouteView;
async function open(url: string, options: Omit<AppRouteOptions, 'account'> = {}): Promise<AppRouteView> {
  view = await renderAppRoute(api, url, { account, ...options });
  return view;
}

/** The contacts calls the screen sent, newest last. */
let sent: { method: string; url: URL }[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/contacts')) sent.push({ method: request.method, url });
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

const lastList = () =>
  sent.filter((call) => call.method === 'GET' && call.url.pathname === '/api/contacts').at(-1)?.url.searchParams ??
  new URLSearchParams();

async function dataRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Contacts' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  // Past the loading row: a row with an e-mail address.
  await waitFor(() => expect(within(table).getAllByText(/@/).length).toBeGreaterThan(0));
  return within(table).getAllByRole('row').slice(1);
}

describe('ContactsScreen', { timeout: 20_000 }, () => {
  it('lists the contacts with their count, searched and sorted by the server through the URL', async () => {
    await open('/parameters/contacts');
    // 44 seeded, 12 of them the hidden test clients' (spec 000 §6): neither shown nor counted.
    const rows = await dataRows();
    expect(rows).toHaveLength(32);
    expect(await screen.findByText('32 contacts')).toBeInTheDocument();
    expect(rows.filter((row) => /@client-(test|demo)\.fr/.test(row.textContent ?? ''))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Sort by E-mail/ }));
    await waitFor(() => expect(view.router.state.location.searchStr).toContain('sort=email'));
    await waitFor(() => expect(lastList().get('ordering')).toBe('email'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'E-mail' }), 'laiteries');
    await waitFor(() => expect(view.router.state.location.searchStr).toContain('email=laiteries'));
    await waitFor(() => expect(lastList().get('email')).toBe('laiteries'));
    const expected = api.db.contacts.filter((contact) => contact.email.includes('laiteries')).length;
    expect(await screen.findByText(`${expected} contacts`)).toBeInTheDocument();
  });

  it('adds a contact of any domain, refuses a duplicate e-mail on its field and keeps what was typed', async () => {
    const existing = api.db.contacts[0]!;
    await open('/parameters/contacts');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the contact' }));
    expect(await within(dialog).findByText('Enter the contact’s name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Léa Morin');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), existing.email.toUpperCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the contact' }));
    const email = within(dialog).getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/), { timeout: 5_000 });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Léa Morin');
    await userEvent.clear(email);
    await userEvent.type(email, 'lea.morin@gmail.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New contact' })).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(api.db.contacts.some((contact) => contact.email === 'lea.morin@gmail.com')).toBe(true);
    expect(await screen.findByText('33 contacts', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('edits a contact in place', async () => {
    const contact = api.db.contacts[1]!;
    await open('/parameters/contacts');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: `Edit ${contact.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit the contact ${contact.name}` });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue(contact.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Astreinte usine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Astreinte usine')).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'PUT' && call.url.pathname === `/api/contacts/${contact.id}`)).toBe(
      true,
    );
  });

  it('deletes after confirmation, the count lowered by one from the cache even when the list cannot be read again', async () => {
    const contact = api.db.contacts[2]!;
    await open('/parameters/contacts');
    await dataRows();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${contact.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the contact' });
    // The list's read after the delete fails: what shows comes from the resource's cache rule.
    api.server.use(
      http.get(`${TEST_API_BASE_URL}contacts`, () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('31 contacts')).toBeInTheDocument();
    expect(screen.queryByText(contact.email)).not.toBeInTheDocument();
    expect(await screen.findByText(/^Could not refresh/)).toBeInTheDocument();
    expect(api.db.contacts.some((row) => row.id === contact.id)).toBe(false);
  });

  it('shows a reader the list only, without any edit control', async () => {
    account = 'u4';
    await open('/parameters/contacts');
    expect(await dataRows()).toHaveLength(32);
    expect(screen.queryByRole('button', { name: 'Add a contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});
