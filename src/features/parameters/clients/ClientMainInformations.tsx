import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { clientsResource, type Client } from '../../../entities/structure/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { apiMessageText } from '../../../i18n/apiMessageText';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../ui/forms/DraftNotice';
import { useDraftForm } from '../../../ui/forms/useDraftForm';
import { useUnsavedChangesBlocker } from '../../../ui/forms/useUnsavedChangesBlocker';
import { useErrorText } from '../../../ui/useErrorText';
import {
  clientFormSchema,
  clientFormValuesOf,
  clientUpdateOf,
  SERVER_CODE_PREFIX,
  shortNameServerCode,
  type ClientFormValues,
} from './clientForm';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';

/**
 * A client's main information: its name (read only) and its short name, which a user with
 * client_manage changes (PUT clients/{id}). A refused save keeps what was typed and says why, on
 * the field when the code concerns it; a reload keeps the typing as a draft; leaving with unsaved
 * changes asks first. Without the right: the facts and the read-only line, no control.
 */
export function ClientMainInformations({ client }: { client: Client }) {
  const canManage = hasPermission(useCurrentUser(), 'client_manage');
  return canManage ? <ClientForm client={client} /> : <ClientFacts client={client} />;
}

function ClientFacts({ client }: { client: Client }) {
  const t = useMessage();
  const facts: [string, string][] = [
    [t('parameters.clients.form.name'), client.name],
    [t('parameters.clients.form.shortName'), client.shortName?.trim() || t('common.notSet')],
  ];
  return (
    <Stack gap="sm">
      <ReadOnlyNotice readOnly />
      <Paper withBorder radius="sm" p="md" maw={560}>
        <Stack component="dl" gap="sm" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

function ClientForm({ client }: { client: Client }) {
  const t = useMessage();
  const intl = useIntl();
  const errorText = useErrorText();
  const update = clientsResource.useUpdate();
  const { form, draft } = useDraftForm<ClientFormValues>({
    formId: `client-${client.id}`,
    resolver: zodResolver(clientFormSchema),
    defaultValues: clientFormValuesOf(client),
  });
  const { attachForm } = draft;
  const [saveError, setSaveError] = useState<unknown>(null);
  const { isDirty, isSubmitting, errors } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty);

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const saved = await update.mutateAsync({
        id: client.id,
        input: clientUpdateOf(client, clientFormSchema.parse(values)),
      });
      draft.clear();
      form.reset(clientFormValuesOf(saved));
    } catch (error) {
      const code = shortNameServerCode(error);
      if (code)
        form.setError('shortName', { type: 'server', message: `${SERVER_CODE_PREFIX}${code}` }, { shouldFocus: true });
      else setSaveError(error);
    }
  });

  const shortNameError = errors.shortName?.message;
  return (
    <Paper withBorder radius="sm" p="md" maw={560}>
      <form
        ref={attachForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('parameters.clients.form.label')}
      >
        <Stack gap="md">
          <TextInput
            label={t('parameters.clients.form.name')}
            description={t('parameters.clients.form.nameHint')}
            value={client.name}
            variant="filled"
            readOnly
          />
          <TextInput
            label={t('parameters.clients.form.shortName')}
            description={t('parameters.clients.form.shortNameHint')}
            error={
              shortNameError?.startsWith(SERVER_CODE_PREFIX)
                ? apiMessageText(intl, shortNameError.slice(SERVER_CODE_PREFIX.length))
                : shortNameError
            }
            {...form.register('shortName')}
          />
          <DraftNotice draft={draft} message={t('parameters.clients.form.draftRestored')} />
          {saveError ? (
            <Text role="alert" size="sm" c="red.9">
              {t('parameters.clients.form.saveFailed', { reason: errorText(saveError) })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {isDirty ? (
              <Text role="status" size="sm" c="dimmed" mr="auto">
                {t('parameters.clients.form.unsaved')}
              </Text>
            ) : null}
            <Button
              variant="default"
              disabled={isSubmitting || (!isDirty && !draft.restored)}
              onClick={() => {
                setSaveError(null);
                draft.discard();
              }}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty && !draft.restored}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('parameters.clients.form.leaveTitle')}
        message={t('parameters.clients.form.leaveMessage')}
        confirmLabel={t('parameters.clients.form.leave')}
        cancelLabel={t('parameters.clients.form.stay')}
        onConfirm={blocker.leave}
        onCancel={blocker.stay}
      />
    </Paper>
  );
}
