import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import en from '../../messages/en.json';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { ConfirmDialog, useConfirm, type ConfirmRequest } from './ConfirmDialog';

function Providers({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider initial="en" initialMessages={en}>
      <MantineProvider>
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <Providers>
      <ConfirmDialog
        opened
        title="Delete the dashboard?"
        message="Its graphs are deleted too."
        confirmLabel="Delete"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </Providers>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('is a named dialog with the focus on Cancel', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Delete the dashboard?' });
    expect(dialog).toHaveTextContent('Its graphs are deleted too.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('confirms with the confirm button and cancels with Cancel or Escape', async () => {
    const { onConfirm, onCancel, user } = renderDialog();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while the action runs', async () => {
    const { onCancel, user } = renderDialog({ loading: true, cancelLabel: 'Keep it' });
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderDialog({ opened: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useConfirm', () => {
  function Asker({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (answer: boolean) => void }) {
    const confirm = useConfirm();
    return <button onClick={() => void confirm(request).then(onAnswer)}>Ask</button>;
  }

  async function ask(request: ConfirmRequest) {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    render(
      <Providers>
        <Asker request={request} onAnswer={onAnswer} />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog', { name: request.title });
    return { onAnswer, user };
  }

  it('resolves true on confirm', async () => {
    const { onAnswer, user } = await ask({ title: 'Delete?', message: 'Sure?', confirmLabel: 'Delete', danger: true });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('resolves false on Escape, with the focus first on Cancel and a default confirm label', async () => {
    const { onAnswer, user } = await ask({ title: 'Archive?', message: 'Sure?' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });
});
