import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRootRouteWithContext, createRoute, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithApp } from '../../test/renderWithApp';
import { DRAFT_KEY_PREFIX, draftKey } from './draftStorage';
import { DraftNotice } from './DraftNotice';
import { useDraftForm } from './useDraftForm';

type NoteValues = { note: string; password: string; pin: string; apiToken: string; internal: string };
const EMPTY: NoteValues = { note: '', password: '', pin: '', apiToken: '', internal: '' };

let saved: NoteValues[] = [];

/** A form as features write them: the hook, DraftNotice, clear() after a successful save. */
function NoteForm({ formId }: { formId: string }) {
  const { form, draft } = useDraftForm<NoteValues>({ formId, defaultValues: EMPTY, exclude: ['internal'] });
  const { attachForm } = draft;
  const submit = form.handleSubmit((values) => {
    saved.push(values);
    draft.clear();
    form.reset(EMPTY);
  });
  return (
    <form ref={attachForm} onSubmit={(event) => void submit(event)}>
      <label>
        Note <textarea {...form.register('note')} />
      </label>
      <label>
        Password <input {...form.register('password')} />
      </label>
      <label>
        PIN <input type="password" {...form.register('pin')} />
      </label>
      <label>
        API token <input {...form.register('apiToken')} />
      </label>
      <label>
        Internal <input {...form.register('internal')} />
      </label>
      <span>{form.formState.isDirty ? 'changed' : 'unchanged'}</span>
      <DraftNotice draft={draft} />
      <button type="submit">Save</button>
    </form>
  );
}

function pages() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/pages/$pageId',
    component: () => <NoteForm formId="note" />,
  });
  const other = createRoute({
    getParentRoute: () => root,
    path: '/other/$pageId',
    component: () => <NoteForm formId="other" />,
  });
  return root.addChildren([page, other]);
}

/** A page load: what was rendered before is gone, sessionStorage stays (as across a reload). */
async function load(url: string) {
  document.body.innerHTML = '';
  const view = await renderWithApp(pages(), { url });
  await screen.findByRole('button', { name: 'Save' });
  return view;
}

const note = () => screen.getByRole('textbox', { name: 'Note' });
const storedKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  saved = [];
});

describe('useDraftForm', () => {
  it('keeps what is typed under the page and form, as it is typed', async () => {
    await load('/pages/1');
    await userEvent.type(note(), 'Vanne bloquée');
    expect(storedKeys()).toEqual([draftKey('/pages/1', 'note')]);
    expect(sessionStorage.getItem(draftKey('/pages/1', 'note'))).toContain('Vanne bloquée');
    expect(localStorage.length).toBe(0);
  });

  it('restores the draft after a reload, dirty and not submitted, and says so', async () => {
    const first = await load('/pages/1');
    await userEvent.type(note(), 'À ne pas perdre');
    first.unmount();

    await load('/pages/1');
    await waitFor(() => expect(note()).toHaveValue('À ne pas perdre'));
    expect(screen.getByRole('status')).toHaveTextContent('Your unsaved text was restored.');
    expect(screen.getByText('changed')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('restores nothing on another page or into another form', async () => {
    const first = await load('/pages/1');
    await userEvent.type(note(), 'Texte de la page 1');
    first.unmount();

    const second = await load('/pages/2');
    expect(note()).toHaveValue('');
    expect(screen.queryByText('Your unsaved text was restored.')).not.toBeInTheDocument();
    second.unmount();
    await load('/other/1');
    expect(note()).toHaveValue('');
  });

  it('drops the draft once saved', async () => {
    const first = await load('/pages/1');
    await userEvent.type(note(), 'Enregistré');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(storedKeys()).toEqual([]);
    first.unmount();

    await load('/pages/1');
    expect(note()).toHaveValue('');
    expect(screen.queryByText('Your unsaved text was restored.')).not.toBeInTheDocument();
  });

  it('drops the draft on Discard, and when the text is typed away', async () => {
    const first = await load('/pages/1');
    await userEvent.type(note(), 'Brouillon');
    first.unmount();
    const second = await load('/pages/1');
    await waitFor(() => expect(note()).toHaveValue('Brouillon'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(note()).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(storedKeys()).toEqual([]);
    second.unmount();

    await load('/pages/1');
    expect(note()).toHaveValue('');
    await userEvent.type(note(), 'ab');
    expect(storedKeys()).toHaveLength(1);
    await userEvent.clear(note());
    expect(storedKeys()).toEqual([]);
  });

  it('never keeps passwords, tokens, password inputs or excluded fields', async () => {
    const first = await load('/pages/1');
    await userEvent.type(note(), 'visible');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter2');
    await userEvent.type(screen.getByLabelText('PIN'), '1234');
    await userEvent.type(screen.getByRole('textbox', { name: 'API token' }), 'eyJtoken');
    await userEvent.type(screen.getByRole('textbox', { name: 'Internal' }), 'interne');
    const stored = Object.values(sessionStorage).join('\n');
    expect(stored).toContain('visible');
    for (const secret of ['hunter2', '1234', 'eyJtoken', 'interne']) expect(stored).not.toContain(secret);
    first.unmount();

    await load('/pages/1');
    await waitFor(() => expect(note()).toHaveValue('visible'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });

  it.each([
    ['not JSON', '{"version":1,"savedAt":'],
    ['of an old shape', JSON.stringify({ note: 'old' })],
    ['with values of the wrong kind', JSON.stringify({ version: 1, savedAt: Date.now(), values: { note: ['x'] } })],
  ])('ignores a stored draft %s', async (_, text) => {
    sessionStorage.setItem(draftKey('/pages/1', 'note'), text);
    await load('/pages/1');
    expect(note()).toHaveValue('');
    expect(screen.queryByText('Your unsaved text was restored.')).not.toBeInTheDocument();
    await userEvent.type(note(), 'ok');
    expect(note()).toHaveValue('ok');
  });

  it('keeps working when storage refuses writes or access', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const first = await load('/pages/1');
    await userEvent.type(note(), 'sans stockage');
    expect(note()).toHaveValue('sans stockage');
    expect(setItem).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    first.unmount();

    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await load('/pages/1');
    await userEvent.type(note(), 'toujours');
    expect(note()).toHaveValue('toujours');
  });
});
