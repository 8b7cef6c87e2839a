import { Button, Group, Stack, Text } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { UserFormFields } from './UserFormFields';
import type { UserChoices } from './useUserChoices';
import type { UserFormState } from './useUserForm';

export interface UserFormProps {
  state: UserFormState;
  choices: UserChoices;
  /** Without the right to change users: the fields read only, no Save, and this line instead. */
  readOnlyText: string | null;
  submitLabel: string;
  cancelLabel: string;
  /** Said once the last save succeeded, while nothing has changed since. */
  savedText?: string | null;
  onCancel: () => void;
}

/**
 * The user form with its actions: Save (spinning while it runs, fields kept as typed), Cancel
 * (drops the draft), the restored-draft notice, the reason a save failed when it concerns no
 * single field, and the failure of the role or client list with Retry.
 */
export function UserForm({
  state,
  choices,
  readOnlyText,
  submitLabel,
  cancelLabel,
  savedText = null,
  onCancel,
}: UserFormProps) {
  const t = useMessage();
  const { form, draft, submit, saveError, cancel } = state;
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;
  const readOnly = readOnlyText !== null;
  const failedList = [
    { query: choices.rolesQuery, what: t('parameters.users.form.roles') },
    { query: choices.clientsQuery, what: t('parameters.users.form.clients') },
  ].filter(({ query }) => query.isError && !readOnly);

  return (
    <form
      ref={attachForm}
      onSubmit={(event) => {
        if (readOnly) event.preventDefault();
        else void submit(event);
      }}
      noValidate
      aria-label={t('parameters.users.form.label')}
    >
      <Stack gap="lg">
        {readOnlyText ? (
          <Text size="sm" c="dimmed">
            {readOnlyText}
          </Text>
        ) : null}
        {failedList.map(({ query, what }) => (
          <RegionFailure key={what} what={what} error={query.error} onRetry={() => void query.refetch()} />
        ))}
        <UserFormFields form={form} choices={choices} readOnly={readOnly} />
        <DraftNotice draft={draft} message={t('parameters.users.draftRestored')} />
        {saveError ? (
          <SaveFailure error={saveError} sentence={(reason) => t('parameters.users.form.saveFailed', { reason })} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Text role="status" size="sm" c={isDirty ? 'dimmed' : 'var(--mantine-color-green-text)'} mr="auto">
            {isDirty && !readOnly ? t('parameters.users.form.unsaved') : isDirty ? null : savedText}
          </Text>
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
  );
}
