import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { unmountAppRoute } from '../../../test/renderAppRoute';
import { recordRequests, renderEventDetail, seededEvent, stubCanvasContext } from './eventDetailTestSupport';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => unmountAppRoute());
const requests = recordRequests(api.server);
stubCanvasContext();

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
  // Drafts of the forms (useDraftForm) outlive a render, as they outlive a reload.
  sessionStorage.clear();
});

const writes = () => requests.filter((request) => request.method !== 'GET');

async function openNewEvent() {
  const row = seededEvent(api.db, (event) => event.status === 'new');
  await renderEventDetail(api, row.id);
  const status = await screen.findByRole('radiogroup', { name: 'Status' });
  return { row, status };
}

describe('status, cancelled and tags', () => {
  it('sends exactly cancelled, tags and status, and shows the saved status', async () => {
    const { row, status } = await openNewEvent();
    const before = { cancelled: row.cancelled, tags: [...row.tags] };
    // From "new" every status is allowed; "new" cannot come back once left.
    await userEvent.click(within(status).getByRole('radio', { name: 'Seen' }));
    await waitFor(() => expect(within(status).getByRole('radio', { name: 'Seen' })).toBeChecked());
    const [put] = writes();
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe(`/api/events/${row.id}`);
    expect(await put?.body).toEqual({ ...before, status: 'seen' });
    expect(within(status).getByRole('radio', { name: 'New' })).toBeDisabled();
  });

  it('explains a refused change next to the control and shows the server status', async () => {
    const { row, status } = await openNewEvent();
    // Someone else closed the event meanwhile: fixed → fixed_no_action is not allowed.
    const stored = api.db.alertEvents.find((event) => event.id === row.id);
    if (stored) stored.status = 'fixed';
    await userEvent.click(within(status).getByRole('radio', { name: 'Fixed, no action' }));
    const refusal = 'This status change is not allowed for this event.';
    await waitFor(() => expect(status).toHaveAccessibleDescription(refusal));
    // Next to the control (besides the app's notification), read out as a status.
    const message = within(screen.getByRole('main')).getByText(refusal);
    expect(message).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(status).getByRole('radio', { name: 'Fixed' })).toBeChecked());
    expect(within(status).getByRole('radio', { name: 'Fixed, no action' })).not.toBeChecked();
  });

  it('saves the cancelled switch with the other two fields', async () => {
    const { row } = await openNewEvent();
    // The seed row itself: the mocked API writes into it.
    const before = { cancelled: row.cancelled, tags: [...row.tags] };
    await userEvent.click(screen.getByRole('switch', { name: 'Cancelled' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(await writes()[0]?.body).toEqual({ cancelled: !before.cancelled, tags: before.tags, status: 'new' });
  });
});

describe('comments', () => {
  it('adds, edits and deletes a comment (with confirmation)', async () => {
    const { row } = await openNewEvent();
    const comments = screen.getByRole('region', { name: 'Comments' });
    await userEvent.type(within(comments).getByRole('textbox', { name: 'Comment' }), 'Vanne bloquée');
    await userEvent.click(within(comments).getByRole('button', { name: 'Add comment' }));
    const item = await within(comments).findByText('Vanne bloquée');
    await waitFor(() => expect(within(comments).getByRole('textbox', { name: 'Comment' })).toHaveValue(''));

    const listItem = item.closest('li');
    if (!listItem) throw new Error('no list item');
    await userEvent.click(within(listItem).getByRole('button', { name: 'Edit' }));
    const field = within(listItem).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Vanne remplacée');
    await userEvent.click(within(listItem).getByRole('button', { name: 'Save' }));
    expect(await within(comments).findByText('Vanne remplacée')).toBeInTheDocument();

    await userEvent.click(within(listItem).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(comments).queryByText('Vanne remplacée')).not.toBeInTheDocument());
    expect(
      api.db.alertEventComments.some(
        (comment) => comment.alertEventId === row.id && comment.comment === 'Vanne remplacée',
      ),
    ).toBe(false);
  });

  it('shows markup as text, never as HTML', async () => {
    await openNewEvent();
    const comments = screen.getByRole('region', { name: 'Comments' });
    const markup = '<img src=x onerror=alert(1)>';
    await userEvent.type(within(comments).getByRole('textbox', { name: 'Comment' }), markup);
    await userEvent.click(within(comments).getByRole('button', { name: 'Add comment' }));
    expect(await within(comments).findByText(markup)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('refuses an empty comment on the field and sends nothing', async () => {
    await openNewEvent();
    const comments = screen.getByRole('region', { name: 'Comments' });
    await userEvent.type(within(comments).getByRole('textbox', { name: 'Comment' }), '   ');
    await userEvent.click(within(comments).getByRole('button', { name: 'Add comment' }));
    const field = within(comments).getByRole('textbox', { name: 'Comment' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid comment. Enter some text.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);
  });

  it('shows a server INVALID_COMMENT on the field', async () => {
    await openNewEvent();
    api.setFaults('POST events/*/comments=code:INVALID_COMMENT:400');
    const comments = screen.getByRole('region', { name: 'Comments' });
    await userEvent.type(within(comments).getByRole('textbox', { name: 'Comment' }), 'Refusé par le serveur');
    await userEvent.click(within(comments).getByRole('button', { name: 'Add comment' }));
    const field = within(comments).getByRole('textbox', { name: 'Comment' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid comment. Enter some text.'));
    expect(field).toHaveValue('Refusé par le serveur');
  });

  it('keeps the typed text when the save fails', async () => {
    await openNewEvent();
    api.setFaults('POST events/*/comments=status:500');
    const comments = screen.getByRole('region', { name: 'Comments' });
    await userEvent.type(within(comments).getByRole('textbox', { name: 'Comment' }), 'À ne pas perdre');
    await userEvent.click(within(comments).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    await waitFor(() => expect(within(comments).getByRole('button', { name: 'Add comment' })).toBeEnabled());
    expect(within(comments).getByRole('textbox', { name: 'Comment' })).toHaveValue('À ne pas perdre');
  });
});
