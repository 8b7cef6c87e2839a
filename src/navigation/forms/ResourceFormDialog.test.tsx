import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../api/apiError';
import { renderWithApp } from '../../test/renderWithApp';
import { DRAFT_KEY_PREFIX } from './draftStorage';
import { ResourceFormDialog } from './ResourceFormDialog';
import { useFieldErrorText } from './useFieldErrorText';
import { useResourceForm } from './useResourceForm';

const schema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  email: z.string().trim().toLowerCase(),
});
type Values = z.input<typeof schema>;
type Contact = z.output<typeof schema> & { id: number };

/** What the test's server does with the next save: answer, refuse, or wait for the test to answer. */
let answer: (values: z.output<typeof schema>) => Promise<Contact>;
let sent: z.output<typeof schema>[] = [];
let savedOnes: Contact[] = [];

function ContactDialog({ onClose }: { onClose: () => void }) {
  const state = useResourceForm<Values, z.output<typeof schema>, Contact>({
    formId: 'contact-new',
    schema,
    defaultValues: { name: '', email: '' },
    serverFields: { DUPLICATE_CONTACT: { field: 'email' }, INVALID_NAME: { field: 'name' } },
    save: (values) => {
      sent.push(values);
      return answer(values);
    },
    savedValues: (saved) => ({ name: saved.name, email: saved.email }),
    onSaved: (saved) => {
      savedOnes.push(saved);
      onClose();
    },
  });
  const fieldText = useFieldErrorText((message) => (message === 'nameRequired' ? 'Give a name.' : message));
  const { errors } = state.form.formState;
  return (
    <ResourceFormDialog state={state} title="New contact" onClose={onClose} submitLabel="Create">
      <label>
        Name <input aria-describedby="name-error" {...state.form.register('name')} />
      </label>
      <span id="name-error">{fieldText(errors.name?.message)}</span>
      <label>
        E-mail <input aria-describedby="email-error" {...state.form.register('email')} />
      </label>
      <span id="email-error">{fieldText(errors.email?.message)}</span>
    </ResourceFormDialog>
  );
}

function ContactsPage() {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate({ href: '/other' })}>
        Other page
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        New contact
      </button>
      {open ? <ContactDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function pages() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  return root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/contacts', component: ContactsPage }),
    createRoute({ getParentRoute: () => root, path: '/other', component: () => <p>Other page shown</p> }),
  ]);
}

async function load() {
  document.body.innerHTML = '';
  const view = await renderWithApp(pages(), { url: '/contacts' });
  return { view, dialog: await screen.findByRole('dialog', { name: 'New contact' }) };
}

const field = (dialog: HTMLElement, name: 'Name' | 'E-mail') => within(dialog).getByRole('textbox', { name });
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

beforeEach(() => {
  sessionStorage.clear();
  sent = [];
  savedOnes = [];
  answer = (values) => Promise.resolve({ ...values, id: 7 });
});

describe('a resource form in a dialog', () => {
  it('checks the fields before sending anything, and Enter in a field submits', async () => {
    const { dialog } = await load();
    await userEvent.type(field(dialog, 'E-mail'), 'lea@example.com{Enter}');
    expect(await within(dialog).findByText('Give a name.')).toBeInTheDocument();
    expect(field(dialog, 'Name')).toHaveAccessibleDescription('Give a name.');
    expect(sent).toEqual([]);

    await userEvent.type(field(dialog, 'Name'), ' Léa {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ name: 'Léa', email: 'lea@example.com' }]);
    expect(savedOnes).toEqual([{ id: 7, name: 'Léa', email: 'lea@example.com' }]);
    expect(drafts()).toEqual([]);
  });

  it('reports success only once the answer came, Save spinning until then', async () => {
    let respond: (contact: Contact) => void = () => undefined;
    answer = () => new Promise((resolve) => (respond = resolve));
    const { dialog } = await load();
    await userEvent.type(field(dialog, 'Name'), 'Léa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveAttribute('data-loading', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(savedOnes).toEqual([]);
    // Still unsaved while the server has not answered: a reload now finds the typing.
    expect(drafts()).toHaveLength(1);

    respond({ id: 8, name: 'Léa', email: '' });
    await waitFor(() => expect(savedOnes).toEqual([{ id: 8, name: 'Léa', email: '' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts a server code on its field, and keeps every field', async () => {
    answer = () => Promise.reject(new ApiError(409, ['DUPLICATE_CONTACT']));
    const { dialog } = await load();
    await userEvent.type(field(dialog, 'Name'), 'Léa');
    await userEvent.type(field(dialog, 'E-mail'), 'lea@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const text = 'A contact with this e-mail address already exists.';
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(field(dialog, 'E-mail')).toHaveAccessibleDescription(text);
    expect(field(dialog, 'E-mail')).toHaveFocus();
    expect(field(dialog, 'Name')).toHaveValue('Léa');
    expect(field(dialog, 'E-mail')).toHaveValue('lea@example.com');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(savedOnes).toEqual([]);
  });

  it('tells a failure that concerns no field beside the buttons, an answer that does not parse included', async () => {
    answer = () => Promise.reject(new ApiError(200, ['RESPONSE_SCHEMA_MISMATCH']));
    const { dialog } = await load();
    await userEvent.type(field(dialog, 'Name'), 'Léa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent("The server's response could not be understood.");
    expect(field(dialog, 'Name')).toHaveValue('Léa');
    expect(savedOnes).toEqual([]);
    expect(drafts()).toHaveLength(1);

    answer = (values) => Promise.resolve({ ...values, id: 9 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(savedOnes).toHaveLength(1));
  });

  it('restores the draft when the dialog mounts again after a reload, and Cancel drops it', async () => {
    const first = await load();
    await userEvent.type(field(first.dialog, 'Name'), 'À garder');
    first.view.unmount();

    const { dialog } = await load();
    await waitFor(() => expect(field(dialog, 'Name')).toHaveValue('À garder'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your unsaved text was restored.');
    expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(drafts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'New contact' }));
    expect(field(await screen.findByRole('dialog', { name: 'New contact' }), 'Name')).toHaveValue('');
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { dialog } = await load();
    await userEvent.type(field(dialog, 'Name'), 'Léa');
    await userEvent.click(screen.getByRole('button', { name: 'Other page', hidden: true }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(field(dialog, 'Name')).toHaveValue('Léa');

    await userEvent.click(screen.getByRole('button', { name: 'Other page', hidden: true }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Other page shown')).toBeInTheDocument();
    expect(drafts()).toEqual([]);
  });
});
