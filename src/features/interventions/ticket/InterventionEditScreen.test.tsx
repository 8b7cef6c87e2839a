import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
});

let view: AppRouteView;
const open = async (url: string) => {
  view = await renderAppRoute(api, url);
};

describe('an intervention ticket', { timeout: 45_000 }, () => {
  it('puts a refused title on its field and keeps every field; a failed save says why; then saves', async () => {
    const ticket = api.db.interventions.find((row) => row.statusId !== 4 && row.hardware.length > 0);
    if (!ticket) throw new Error('no current ticket with hardware seeded');
    await open(`/interventions/edit/${ticket.id}`);
    const form = await screen.findByRole('form', { name: `Intervention “${ticket.title}”` }, { timeout: 5_000 });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Titre refusé');
    fireEvent.change(within(form).getByLabelText(/^End/), { target: { value: '02/01/2027 10:00' } });

    api.setFaults('PUT interventions/*=code:INVALID_NAME:400');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('Invalid name. Enter a name that is not empty.'));
    expect(title).toHaveValue('Titre refusé');
    expect(within(form).getByLabelText(/^End/)).toHaveValue('02/01/2027 10:00');

    api.setFaults('PUT interventions/*=status:500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Not saved: /);
    expect(title).toHaveValue('Titre refusé');

    api.setFaults([]);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.db.interventions.find((row) => row.id === ticket.id)?.title).toBe('Titre refusé'));
    expect(api.db.interventions.find((row) => row.id === ticket.id)?.hardware).toEqual(ticket.hardware);
  });

  it('archives the ticket: the completed status, then the archived list', async () => {
    const ticket = api.db.interventions.find((row) => row.statusId === 1);
    if (!ticket) throw new Error('no open ticket seeded');
    await open(`/interventions/edit/${ticket.id}`);
    const archive = await screen.findByRole(
      'button',
      { name: `Archive intervention “${ticket.title}”` },
      { timeout: 5_000 },
    );
    await userEvent.click(archive);
    // Archived: the archived list, where the ticket now is.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/interventions'));
    expect(view.router.state.location.search).toEqual({ tab: 'archived' });
    expect(api.db.interventions.find((row) => row.id === ticket.id)?.statusId).toBe(4);
  });
});
