import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { useErrorText } from '../../../ui/useErrorText';
import type { VariableFormState } from './useVariableForm';
import type { VariableChoices } from './useVariableChoices';
import { VariableFormFields } from './VariableFormFields';

export interface VariableFormProps {
  state: VariableFormState;
  choices: VariableChoices;
  /** Without the right to change variables the fields are shown, disabled, and there is no Save. */
  readOnly: boolean;
  submitLabel: string;
  cancelLabel: string;
  /** After Cancel dropped the draft: back to the list (a navigation that the leave guard lets pass). */
  onCancel: () => void;
  /** Names the form for assistive technologies ("Variable settings"). */
  label: string;
}

/**
 * The settings form with its actions: Save (while the save runs, it spins and the fields stay as
 * typed), Cancel (drops the draft and goes back), the restored-draft notice, the reason a save
 * failed when it concerns no single field, and the question asked before leaving unsaved changes.
 */
export function VariableForm({
  state,
  choices,
  readOnly,
  submitLabel,
  cancelLabel,
  onCancel,
  label,
}: VariableFormProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const { form, draft, submit, saveError, cancel, blocker } = state;
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        ref={attachForm}
        onSubmit={(event) => {
          // Enter in a read-only field would submit: nothing is sent without the right to change.
          if (readOnly) event.preventDefault();
          else void submit(event);
        }}
        noValidate
        aria-label={label}
      >
        <Stack gap="lg">
          <VariableFormFields form={form} choices={choices} readOnly={readOnly} />
          <DraftNotice draft={draft} message={t('variables.fields.draftRestored')} />
          {saveError ? (
            <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
              {t('variables.fields.saveFailed', { reason: errorText(saveError) })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {isDirty && !readOnly ? (
              <Text role="status" size="sm" c="dimmed" mr="auto">
                {t('variables.fields.unsaved')}
              </Text>
            ) : null}
            <Button
              variant="default"
              disabled={isSubmitting}
              onClick={() => {
                cancel();
                onCancel();
              }}
            >
              {cancelLabel}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={isSubmitting}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <LeaveConfirm blocker={blocker} onLeave={cancel} />
    </Paper>
  );
}
