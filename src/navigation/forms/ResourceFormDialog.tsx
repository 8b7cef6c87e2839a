import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useMessage } from '../../i18n/useMessage';
import { DraftNotice } from './DraftNotice';
import { LeaveConfirm, type LeaveTexts } from './LeaveConfirm';
import { SaveFailure, type SaveFailureText } from './SaveFailure';
import type { ResourceForm } from './useResourceForm';

export interface ResourceFormDialogProps<TValues extends FieldValues, TOutput> {
  /** useResourceForm's answer, made by the dialog's feature with its schema, save and server codes. */
  state: ResourceForm<TValues, TOutput>;
  title: ReactNode;
  /** The fields, each showing its error inline (useFieldErrorText). */
  children: ReactNode;
  /** After Cancel, the close button or Escape (never while saving); the caller unmounts the dialog. */
  onClose: () => void;
  /** "Save" by default. */
  submitLabel?: string;
  /** "Cancel" by default. */
  cancelLabel?: string;
  /** Save is off (a rename with nothing changed yet). */
  submitDisabled?: boolean;
  /** No Save at all, only the cancel button (a creation done in steps whose record is saved already). */
  submitHidden?: boolean;
  /** The restored-draft notice ("Your unsaved text was restored." by default). */
  draftMessage?: string;
  /** How a failed save that concerns no single field is told; "Not saved" over the reason by default. */
  failure?: SaveFailureText;
  leaveTexts?: LeaveTexts;
  size?: ModalProps['size'];
  /** Centred in the window rather than near its top (a tall dialog that was always shown so). */
  centered?: boolean;
  /** Names the form for assistive technologies (the title by default, when it is text). */
  formLabel?: string;
}

/**
 * A resource's form in a dialog (Mantine Modal): the title, the fields given as children, the
 * restored-draft notice, the failure that concerns no single field, Cancel and Save (spinning while
 * the save runs; Enter in a field submits). Cancel drops the draft; while saving the dialog stays.
 * Mounted while open: each opening starts from the record, or from the draft a reload left.
 */
export function ResourceFormDialog<TValues extends FieldValues, TOutput>({
  state,
  title,
  children,
  onClose,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
  submitHidden = false,
  draftMessage,
  failure,
  leaveTexts,
  size,
  centered,
  formLabel,
}: ResourceFormDialogProps<TValues, TOutput>) {
  const t = useMessage();
  const { form, draft, submit, saveError, cancel, blocker } = state;
  const { attachForm } = draft;
  const { isSubmitting } = form.formState;
  const close = () => {
    if (isSubmitting) return;
    cancel();
    onClose();
  };
  return (
    <Modal
      opened
      onClose={close}
      title={title}
      size={size}
      centered={centered}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        ref={attachForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={formLabel ?? (typeof title === 'string' ? title : undefined)}
      >
        <Stack gap="md">
          {children}
          <DraftNotice draft={draft} message={draftMessage} />
          {saveError ? <SaveFailure error={saveError} {...(failure ?? { title: t('form.saveFailed') })} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={isSubmitting} onClick={close}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
            {submitHidden ? null : (
              <Button type="submit" loading={isSubmitting} disabled={submitDisabled}>
                {submitLabel ?? t('common.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <LeaveConfirm blocker={blocker} texts={leaveTexts} onLeave={cancel} />
    </Modal>
  );
}
