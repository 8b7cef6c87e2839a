import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../mocks/node';
import { setupTestMockApi } from '../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

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
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

const admin = () => api.db.users.find((user) => user.id === 2)!;
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
const appearance = () => screen.findByRole('region', { name: 'Appearance' });

describe('the colour scheme choice (issue 36)', { timeout: 20_000 }, () => {
  it('applies the dark scheme at once, keeps it in this browser and saves it to the profile', async () => {
    await renderAppRoute(api, '/user-preferences', { locale: 'en' });
    await userEvent.click(await within(await appearance()).findByRole('radio', { name: 'Dark' }));
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem('wattsight.colorScheme')).toBe('dark');
    await waitFor(() => expect(admin().preferences.colorScheme).toBe('dark'));
    expect(puts.at(-1)).toMatchObject({ preferences: { colorScheme: 'dark' }, roles: [{ name: 'admin' }] });
  });

  it('keeps the choice on screen and says why when the save fails', async () => {
    api.server.use(
      http.put(`${TEST_API_BASE_URL}user/:id`, () => HttpResponse.json({ messages: ['ERROR'] }, { status: 500 })),
    );
    await renderAppRoute(api, '/user-preferences', { locale: 'fr' });
    const section = await screen.findByRole('region', { name: 'Apparence' });
    await userEvent.click(await within(section).findByRole('radio', { name: 'Sombre' }));
    expect(await within(section).findByText(/n’a pas été enregistré dans votre profil/)).toBeVisible();
    expect(within(section).getByRole('radio', { name: 'Sombre' })).toBeChecked();
    expect(scheme()).toBe('dark');
    expect(admin().preferences.colorScheme).toBeUndefined();
  });

  it('opens in the scheme saved with the account on a browser that shows another', async () => {
    admin().preferences.colorScheme = 'dark';
    window.localStorage.setItem('wattsight.colorScheme', 'light');
    await renderAppRoute(api, '/user-preferences', { locale: 'en' });
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(within(await appearance()).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});
