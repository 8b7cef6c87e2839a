import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { clientsResource, type Client } from '../../../entities/structure/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import {
  CLIENT_SERVER_FIELDS,
  clientFormSchema,
  clientFormValuesOf,
  clientUpdateOf,
  type ClientFormOutput,
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
  const update = clientsResource.useUpdate();
  const state = useResourceForm<ClientFormValues, ClientFormOutput, Client>({
    formId: `client-${client.id}`,
    schema: clientFormSchema,
    defaultValues: clientFormValuesOf(client),
    serverFields: CLIENT_SERVER_FIELDS,
    save: (values) => update.mutateAsync({ id: client.id, input: clientUpdateOf(client, values) }),
    savedValues: clientFormValuesOf,
  });
  const { form, draft, submit, saveError, cancel, blocker } = state;
  const { attachForm } = draft;
  const { isDirty, isSubmitting, errors } = form.formState;
  // The form's own rule (a trimmed text) has no message: only the server's codes show.
  const fieldText = useFieldErrorText((message) => message);

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
            error={fieldText(errors.shortName?.message)}
            {...form.register('shortName')}
          />
          <DraftNotice draft={draft} message={t('parameters.clients.form.draftRestored')} />
          {saveError ? (
            <SaveFailure error={saveError} sentence={(reason) => t('parameters.clients.form.saveFailed', { reason })} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            {isDirty ? (
              <Text role="status" size="sm" c="dimmed" mr="auto">
                {t('parameters.clients.form.unsaved')}
              </Text>
            ) : null}
            <Button variant="default" disabled={isSubmitting || (!isDirty && !draft.restored)} onClick={cancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty && !draft.restored}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveConfirm
        blocker={blocker}
        danger={false}
        texts={{
          title: t('parameters.clients.form.leaveTitle'),
          message: t('parameters.clients.form.leaveMessage'),
          confirm: t('parameters.clients.form.leave'),
          stay: t('parameters.clients.form.stay'),
        }}
      />
    </Paper>
  );
}
