import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import { recordRequests, renderEventDetail, seededEvent, stubCanvasContext } from './eventDetailTestSupport';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => unmountAppRoute());
const requests = recordRequests(api.server);
stubCanvasContext();

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
  sessionStorage.clear();
});

/** An in-app navigation to the events list (the sidebar's link), not awaited: it waits for the answer. */
function leaveForEvents(view: AppRouteView): void {
  act(() => {
    void view.router.navigate({ to: '/events' });
  });
}

const writes = () => requests.filter((request) => request.method !== 'GET');

/** Opens the event; `reload` unmounts it and opens it again, as a page reload would (sessionStorage stays). */
async function openEvent(eventId: number) {
  let view = await renderEventDetail(api, eventId);
  await screen.findByRole('radiogroup', { name: 'Status' });
  return {
    reload: async () => {
      view = await view.reload();
      await screen.findByRole('radiogroup', { name: 'Status' });
    },
  };
}

const handling = () => screen.getByRole('region', { name: 'Handling' });
const comments = () => screen.getByRole('region', { name: 'Comments' });
const commentField = () => within(comments()).getAllByRole('textbox', { name: 'Comment' }).at(-1);

describe('comment drafts', () => {
  it('gives a typed comment back after a reload, with a notice, and drops it once added', async () => {
    const row = seededEvent(api.db, (event) => event.status === 'new');
    const page = await openEvent(row.id);
    await userEvent.type(within(comments()).getByRole('textbox', { name: 'Comment' }), 'Compteur à vérifier');
    await page.reload();

    const field = within(comments()).getByRole('textbox', { name: 'Comment' });
    await waitFor(() => expect(field).toHaveValue('Compteur à vérifier'));
    expect(within(comments()).getByText('Your unsaved text was restored.')).toHaveAttribute('role', 'status');
    // Restoring never sends anything on its own.
    expect(writes()).toHaveLength(0);

    await userEvent.click(within(comments()).getByRole('button', { name: 'Add comment' }));
    expect(await within(comments()).findByText('Compteur à vérifier')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(within(comments()).queryByText('Your unsaved text was restored.')).not.toBeInTheDocument();
    await page.reload();
    expect(within(comments()).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });

  it('reopens an unsaved edit after a reload, and drops it on Cancel', async () => {
    const row = seededEvent(api.db, (event) => event.status === 'new');
    const page = await openEvent(row.id);
    await userEvent.type(within(comments()).getByRole('textbox', { name: 'Comment' }), 'Premier constat');
    await userEvent.click(within(comments()).getByRole('button', { name: 'Add comment' }));
    const item = (await within(comments()).findByText('Premier constat')).closest('li');
    if (!item) throw new Error('no list item');
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(item).getByRole('textbox', { name: 'Comment' }), ', corrigé');
    await page.reload();

    const editing = await within(comments()).findByRole('button', { name: 'Save' });
    const listItem = editing.closest('li');
    if (!listItem) throw new Error('no list item');
    expect(within(listItem).getByRole('textbox', { name: 'Comment' })).toHaveValue('Premier constat, corrigé');
    expect(within(listItem).getByText('Your unsaved text was restored.')).toHaveAttribute('role', 'status');
    // The add form has nothing to restore.
    expect(commentField()).toHaveValue('');

    await userEvent.click(within(listItem).getByRole('button', { name: 'Cancel' }));
    await page.reload();
    expect(await within(comments()).findByText('Premier constat')).toBeInTheDocument();
    expect(within(comments()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks before leaving the page with an unsaved comment, and stays or leaves as answered', async () => {
    const row = seededEvent(api.db, (event) => event.status === 'new');
    const view = await renderEventDetail(api, row.id);
    await screen.findByRole('radiogroup', { name: 'Status' });
    await userEvent.type(within(comments()).getByRole('textbox', { name: 'Comment' }), 'À finir');

    leaveForEvents(view);
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument(),
    );
    expect(view.router.state.location.pathname).toBe(`/events/details/${row.id}`);
    expect(commentField()).toHaveValue('À finir');

    leaveForEvents(view);
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/events'));
    expect(writes()).toHaveLength(0);
  });
});

describe('tag drafts', () => {
  it('keeps tags the server did not take, across a reload, until saved', async () => {
    const row = seededEvent(api.db, (event) => event.status === 'new');
    const before = [...row.tags];
    const page = await openEvent(row.id);
    api.setFaults('PUT events/*=status:500');
    await userEvent.type(screen.getByRole('combobox', { name: 'Tags' }), 'vanne{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(await screen.findByText('These tags are not saved yet.')).toBeInTheDocument();
    expect(within(handling()).getByText('vanne')).toBeInTheDocument();

    await page.reload();
    expect(await screen.findByText('Your unsaved tags were restored.')).toHaveAttribute('role', 'status');
    expect(within(handling()).getByText('vanne')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);

    api.setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(await writes()[1]?.body).toEqual({ cancelled: row.cancelled, tags: [...before, 'vanne'], status: 'new' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save tags' })).not.toBeInTheDocument());
    await page.reload();
    expect(screen.queryByText('Your unsaved tags were restored.')).not.toBeInTheDocument();
    expect(within(handling()).getByText('vanne')).toBeInTheDocument();
  });

  it('puts the server tags back on Discard', async () => {
    const row = seededEvent(api.db, (event) => event.status === 'new');
    const page = await openEvent(row.id);
    api.setFaults('PUT events/*=status:500');
    await userEvent.type(screen.getByRole('combobox', { name: 'Tags' }), 'provisoire{Enter}');
    await page.reload();
    await screen.findByText('Your unsaved tags were restored.');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(within(handling()).queryByText('provisoire')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save tags' })).not.toBeInTheDocument();
    await page.reload();
    expect(within(handling()).queryByText('provisoire')).not.toBeInTheDocument();
    expect(writes()).toHaveLength(1);
  });
});
