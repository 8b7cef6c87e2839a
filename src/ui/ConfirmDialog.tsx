import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useCallback, type ReactNode } from 'react';
import { useMessage } from '../i18n/useMessage';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** "Cancel" (translated) by default. */
  cancelLabel?: string;
  /** A destructive action (delete…): the confirm button is red. */
  danger?: boolean;
  /** The action is running: the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirmation before a destructive action (spec 000 §5: "Deleting elements, actions, dashboards,
 * perimeters and balances asks for confirmation").
 *
 * Focus starts on Cancel, so that an Enter pressed out of habit does not delete anything; Escape,
 * and a click outside cancel. Controlled, for actions that show their progress
 * (`loading`) and keep the dialog open until the server answers.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useMessage();
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onCancel}
      title={title}
      centered
      closeOnEscape={!loading}
      closeOnClickOutside={!loading}
      // Cancel already says it: a second "close" control would only duplicate it.
      withCloseButton={false}
    >
      <Stack gap="lg">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  /** "Confirm" (translated) by default. */
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/**
 * `const confirm = useConfirm(); if (await confirm({ title, message, danger: true })) remove();`
 *
 * Built on @mantine/modals' openConfirmModal (already used by the user menu, its ModalsProvider is
 * mounted in App): the caller needs no open/close state, and the promise settles exactly once,
 * true on confirm, false on cancel, Escape, close button or click outside. For an action that
 * must show progress in the dialog, use the controlled ConfirmDialog instead.
 */
export function useConfirm(): (request: ConfirmRequest) => Promise<boolean> {
  const t = useMessage();
  return useCallback(
    (request) =>
      new Promise<boolean>((resolve) => {
        openConfirmModal({
          title: request.title,
          children: typeof request.message === 'string' ? <Text size="sm">{request.message}</Text> : request.message,
          centered: true,
          labels: {
            confirm: request.confirmLabel ?? t('ui.confirm.confirm'),
            cancel: request.cancelLabel ?? t('common.cancel'),
          },
          // Focus on Cancel, as in ConfirmDialog.
          cancelProps: { 'data-autofocus': true },
          confirmProps: request.danger ? { color: 'red' } : {},
          onConfirm: () => resolve(true),
          // onCancel runs for the Cancel button, onClose for every way out: resolve ignores repeats.
          onCancel: () => resolve(false),
          onClose: () => resolve(false),
        });
      }),
    [t],
  );
}
