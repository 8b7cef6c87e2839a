import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../mocks/node';
import { setupTestMockApi } from '../../../mocks/testing';
import type { Locale } from '../../i18n/locale';
import { renderAppRoute, unmountAppRoute } from '../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The bodies of PUT user/{id} the page sent. */
let puts: Record<string, unknown>[] = [];
api.server.events.on('request:start', ({ request }) => {
  if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/user/'))
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => puts.push(body));
});
beforeEach(() => {
  puts = [];
  window.localStorage.clear();
});
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

const open = (locale: Locale = 'en') => renderAppRoute(api, '/user-preferences', { locale });

const admin = () => api.db.users.find((user) => user.id === 2)!;
const section = (name: string) => screen.findByRole('region', { name });

/** Picks an option of a Mantine Select by its label (jsdom: the dropdown is found hidden or not). */
async function choose(container: HTMLElement, label: string, option: string): Promise<void> {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('ProfileScreen', { timeout: 20_000 }, () => {
  it('shows who the user is: name, e-mail, role, client and type', async () => {
    await open();
    const personal = await section('Personal information');
    expect(await within(personal).findByText('Antoine Durand')).toBeInTheDocument();
    expect(within(personal).getByText('admin@enersol.fr')).toBeInTheDocument();
    expect(within(personal).getByText('Admin')).toBeInTheDocument();
    expect(within(personal).getByText('Internal')).toBeInTheDocument();
    expect(await section('Time zone')).toHaveTextContent('Europe/Paris');
  });

  it('applies the language at once and saves it to the profile', async () => {
    await open('en');
    const language = await section('Language');
    await userEvent.click(await within(language).findByRole('radio', { name: 'Français (French)' }));
    // The page speaks French without a reload.
    expect(await screen.findByRole('region', { name: 'Langue' })).toBeInTheDocument();
    await waitFor(() => expect(admin().preferences.language).toBe('fr'));
    expect(window.localStorage.getItem('wattsight.locale')).toBe('fr');
    expect(puts.at(-1)).toMatchObject({ preferences: { language: 'fr' }, roles: [{ name: 'admin' }] });
    expect(puts.at(-1)).toHaveProperty('favoriteProjects');
  });

  it('offers the saved language when it is not the one on screen, any value but fr and en read as fr', async () => {
    admin().preferences.language = 'es';
    // This browser has its own choice, English: the account's saved language is only offered.
    window.localStorage.setItem('wattsight.locale', 'en');
    await open('en');
    const language = await section('Language');
    expect(await within(language).findByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(language).getByText('Your profile’s saved language is Français (French).')).toBeInTheDocument();
    await userEvent.click(within(language).getByRole('button', { name: 'Use Français (French)' }));
    const langue = await screen.findByRole('region', { name: 'Langue' });
    expect(within(langue).getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(within(langue).queryByRole('button')).not.toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('removes and adds favourites, then saves them with the switch', async () => {
    const user = admin();
    user.preferences.showFavoritesProject = false;
    const first = api.db.projects.find((project) => project.id === user.favoriteProjects[0]?.id)!;
    const count = user.favoriteProjects.length;
    await open();
    const favourites = await section('Favourite projects');
    const list = await within(favourites).findByRole('table', { name: 'Favourite projects' });
    expect(within(list).getAllByRole('row')).toHaveLength(user.favoriteProjects.length + 1);
    await userEvent.click(within(list).getByRole('button', { name: `Remove ${first.name} from favourites` }));
    expect(within(list).queryByText(first.name)).not.toBeInTheDocument();
    // Added back through the picker: client → site → project.
    const place = api.db.places.find((row) => row.id === first.placeId)!;
    const client = api.db.clients.find((row) => row.id === place.clientId)!;
    await choose(favourites, 'Client', client.name);
    await choose(favourites, 'Site', place.name);
    await choose(favourites, 'Project', first.name);
    await userEvent.click(within(favourites).getByRole('button', { name: 'Add to favourites' }));
    expect(await within(list).findByText(first.name)).toBeInTheDocument();
    await userEvent.click(within(favourites).getByRole('switch', { name: /Show my favourite projects first/ }));
    await userEvent.click(within(favourites).getByRole('button', { name: 'Save favourites' }));
    await waitFor(() => expect(user.preferences.showFavoritesProject).toBe(true));
    expect(user.favoriteProjects.at(-1)?.id).toBe(first.id);
    expect(user.favoriteProjects).toHaveLength(count);
    expect(puts.at(-1)).toMatchObject({ preferences: { showFavoritesProject: true } });
  });

  it('keeps the choices and says why when the save fails', async () => {
    const user = admin();
    const before = structuredClone(user.favoriteProjects);
    const first = api.db.projects.find((project) => project.id === before[0]?.id)!;
    await open();
    const favourites = await section('Favourite projects');
    const list = await within(favourites).findByRole('table', { name: 'Favourite projects' });
    api.server.use(
      http.put(`${TEST_API_BASE_URL}user/:id`, () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })),
    );
    await userEvent.click(within(list).getByRole('button', { name: `Remove ${first.name} from favourites` }));
    await userEvent.click(within(favourites).getByRole('button', { name: 'Save favourites' }));
    expect(await within(favourites).findByRole('alert')).toHaveTextContent(/were not saved/);
    expect(within(list).queryByText(first.name)).not.toBeInTheDocument();
    expect(within(list).getAllByRole('row')).toHaveLength(before.length);
    expect(user.favoriteProjects).toEqual(before);
  });

  it('asks before leaving with unsaved favourites: staying keeps them, leaving saves nothing', async () => {
    const user = admin();
    const first = api.db.projects.find((project) => project.id === user.favoriteProjects[0]?.id)!;
    const view = await open();
    const favourites = await section('Favourite projects');
    const list = await within(favourites).findByRole('table', { name: 'Favourite projects' });
    await userEvent.click(within(list).getByRole('button', { name: `Remove ${first.name} from favourites` }));
    // The dashboards list: a page without charts, which jsdom cannot draw.
    const leave = () =>
      act(() => {
        void view.router.navigate({ to: '/data-explorer' });
      });

    leave();
    const ask = await screen.findByRole('dialog', { name: 'Leave the profile?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay on the page' }));
    expect(view.router.state.location.pathname).toBe('/user-preferences');
    expect(within(list).queryByText(first.name)).not.toBeInTheDocument();

    leave();
    const again = await screen.findByRole('dialog', { name: 'Leave the profile?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/data-explorer'));
    expect(puts).toHaveLength(0);
    expect(user.favoriteProjects.some((favourite) => favourite.id === first.id)).toBe(true);
  });

  it('lists the tables whose columns were chosen and resets one, then all', async () => {
    const user = admin();
    user.preferences.columns = { events: ['client', 'alert'], contacts: ['name', 'email'] };
    await open();
    const columns = await section('Table columns');
    const table = await within(columns).findByRole('table', { name: 'Column choices by table' });
    expect(within(table).getByText('Client, Alert')).toBeInTheDocument();
    expect(within(table).getByText('Name, E-mail')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Reset the columns of Events to default' }));
    await waitFor(() => expect(user.preferences.columns).toEqual({ contacts: ['name', 'email'] }));
    await waitFor(() => expect(within(table).queryByText('Client, Alert')).not.toBeInTheDocument());
    await userEvent.click(within(columns).getByRole('button', { name: 'Reset all tables to default' }));
    expect(await within(columns).findByText(/You have not changed the columns of any table/)).toBeInTheDocument();
    expect(user.preferences.columns).toEqual({});
  });
});
