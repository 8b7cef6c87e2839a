import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../ui/forms/DraftNotice';
import { useDraftForm } from '../../../ui/forms/useDraftForm';
import { useErrorText } from '../../../ui/useErrorText';
import { dashboardsResource, type Dashboard } from '../../../entities/explorer/api';
import {
  dashboardCreateFormSchema,
  dashboardServerFieldOf,
  type DashboardCreateFormOutput,
  type DashboardCreateFormValues,
} from './dashboardForms';
import { DashboardProjectField } from './DashboardProjectField';
import { SERVER_ERROR_PREFIX, useDashboardFieldText } from './useDashboardFieldText';

export interface CreateDashboardDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The new dashboard as answered: the caller goes to it (spec 000 §2). */
  onCreated: (dashboard: Dashboard) => void;
}

const EMPTY: DashboardCreateFormValues = { name: '', project: { clientId: null, placeId: null, projectId: null } };

/**
 * POST dashboard: a name (required) and, optionally, the project it is about. What is typed is
 * kept as a draft; a refused save keeps the fields and puts INVALID_NAME / PROJECT_NOT_FOUND on
 * their field.
 */
export function CreateDashboardDialog({ opened, onClose, onCreated }: CreateDashboardDialogProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldText = useDashboardFieldText();
  const create = dashboardsResource.useCreate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<DashboardCreateFormValues, unknown, DashboardCreateFormOutput>({
    formId: 'dashboard-new',
    resolver: zodResolver(dashboardCreateFormSchema),
    defaultValues: EMPTY,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const dashboard = await create.mutateAsync({ name: values.name, projectId: values.project.projectId });
      draft.clear();
      form.reset(EMPTY);
      onCreated(dashboard);
    } catch (error) {
      const onField = dashboardServerFieldOf(error);
      if (onField)
        form.setError(
          onField.field === 'name' ? 'name' : 'project.projectId',
          { type: 'server', message: `${SERVER_ERROR_PREFIX}${onField.code}` },
          { shouldFocus: true },
        );
      else setSaveError(error);
    }
  });

  const close = () => {
    if (isSubmitting) return;
    setSaveError(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={t('explorerList.createDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('explorerList.field.name')}
            required
            data-autofocus
            {...form.register('name')}
            error={fieldText(errors.name?.message)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('explorerList.project.legend')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('explorerList.createDialog.projectHint')}
            </Text>
            <Controller
              control={form.control}
              name="project"
              render={({ field }) => (
                <DashboardProjectField
                  value={field.value}
                  onChange={(next) => field.onChange(next)}
                  error={fieldText(errors.project?.projectId?.message)}
                />
              )}
            />
          </Stack>
          <DraftNotice draft={draft} message={t('explorerList.draftRestored')} />
          {saveError ? (
            <Text role="alert" size="sm" c="red.9">
              {t('explorerList.saveFailed', { reason: errorText(saveError) })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={isSubmitting} onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('explorerList.createDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
