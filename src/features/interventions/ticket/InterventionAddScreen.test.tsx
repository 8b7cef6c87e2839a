import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => unmountAppRoute());

let view: AppRouteView;
/** The form as the list's New intervention opens it, with the list's project proposed. */
const open = async (locale: 'en' | 'fr' = 'en') => {
  view = await renderAppRoute(api, '/interventions/add?projectId=3', { locale });
};

/** Picks an option in the list the combobox controls (each hardware line has its own). */
async function choose(form: HTMLElement, name: string | RegExp, option: string) {
  const combobox = within(form).getByRole('combobox', { name });
  await userEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`no options for ${String(name)}`);
    return element;
  });
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('a new intervention', { timeout: 45_000 }, () => {
  it('refuses a hardware line without a type inline, sends nothing, then creates the ticket with two lines', async () => {
    const posts: unknown[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    });
    await open();
    const form = await screen.findByRole('form', { name: 'New intervention' }, { timeout: 4_000 });
    await choose(form, /^Type/, 'Corrective maintenance');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Remplacement capteur chaufferie');
    fireEvent.change(within(form).getByLabelText(/^Start/), { target: { value: '20/11/2026 09:00' } });
    fireEvent.change(within(form).getByLabelText(/^End/), { target: { value: '21/11/2026 11:30' } });
    expect(within(form).getByText('Duration: 1d 2h 30min')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Add a hardware line' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a hardware line' }));
    await choose(form, 'Hardware type, line 1', 'Sensor');
    const quantity = within(form).getByRole('textbox', { name: 'Quantity, line 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the intervention' }));
    const secondType = within(form).getByRole('combobox', { name: 'Hardware type, line 2' });
    await waitFor(() => expect(secondType).toHaveAccessibleDescription('This field is required'));
    expect(within(form).getByRole('combobox', { name: 'Hardware type, line 1' })).not.toHaveAccessibleDescription();
    expect(posts).toHaveLength(0);

    // A line removed and added back by keyboard, then given its type.
    within(form).getByRole('button', { name: 'Remove hardware line 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(form).queryByRole('combobox', { name: 'Hardware type, line 2' })).toBeNull();
    within(form).getByRole('button', { name: 'Add a hardware line' }).focus();
    await userEvent.keyboard('{Enter}');
    await choose(form, 'Hardware type, line 2', 'Gateway');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the intervention' }));
    // Created: back to the list, where the new ticket heads the current tab.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/interventions'));
    const saved = api.db.interventions.find((row) => row.title === 'Remplacement capteur chaufferie');
    expect(saved).toMatchObject({
      projectId: 3,
      type: 'corrective',
      statusId: 1,
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-21T10:30:00.000Z',
      duration: 1590,
      hardware: [
        { type: 'sensor', quantity: 2 },
        { type: 'gateway', quantity: 1 },
      ],
    });
    expect(posts).toEqual(['/api/interventions']);
  });

  it('says in French that the hardware type is required, and refuses an end before the start', async () => {
    await open('fr');
    const form = await screen.findByRole('form', { name: 'Nouvelle intervention' }, { timeout: 4_000 });
    fireEvent.change(within(form).getByLabelText(/^Début/), { target: { value: '20/11/2026 09:00' } });
    fireEvent.change(within(form).getByLabelText(/^Fin/), { target: { value: '20/11/2026 08:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter une ligne de matériel' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Créer l’intervention' }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Type de matériel, ligne 1' })).toHaveAccessibleDescription(
        'Ce champ est obligatoire',
      ),
    );
    expect(within(form).getByLabelText(/^Fin/)).toHaveAccessibleDescription(/La fin ne peut pas précéder le début/);
    expect(within(form).getByText(/^Durée\s?: connue/)).toBeInTheDocument();
  });
});
