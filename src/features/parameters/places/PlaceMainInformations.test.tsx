import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
});

describe('a site’s main information', { timeout: 40_000 }, () => {
  it('refuses a bad latitude and a bad SIRET inline without sending, then saves a good one', async () => {
    const sent: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent.push(new URL(request.url).pathname);
    });
    await open('/parameters/places/1/main-informations');
    const form = await screen.findByRole('form', { name: 'Site information' }, { timeout: 4_000 });
    expect(screen.getByRole('navigation', { name: 'Site sections' })).toBeInTheDocument();
    const latitude = within(form).getByRole('textbox', { name: /^Latitude/ });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '123');
    const siret = within(form).getByRole('textbox', { name: /^SIRET/ });
    await userEvent.clear(siret);
    await userEvent.type(siret, '73282932000075');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(latitude).toHaveAccessibleDescription(/Invalid geographic coordinates/));
    expect(siret).toHaveAccessibleDescription(/Invalid SIRET/);
    expect(sent).toHaveLength(0);

    await userEvent.clear(latitude);
    await userEvent.type(latitude, '51,05');
    await userEvent.clear(siret);
    await userEvent.type(siret, '732 829 320 00074');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.db.places.find((place) => place.id === 1)?.latitude).toBe(51.05));
    expect(api.db.places.find((place) => place.id === 1)?.companyId).toBe('73282932000074');
    expect(sent).toEqual(['/api/places/1']);
    expect(within(form).getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=51.05'),
    );
  });

  it('shows a reader the fields without any edit control', async () => {
    account = 'u4';
    await open('/parameters/places/1/main-informations');
    expect(
      await screen.findByText('Read only: you can see this page but not change it.', {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
