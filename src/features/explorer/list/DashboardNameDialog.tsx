import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../ui/forms/DraftNotice';
import { useDraftForm } from '../../../ui/forms/useDraftForm';
import { useErrorText } from '../../../ui/useErrorText';
import { dashboardsResource, duplicateDashboardMutation, type Dashboard } from '../../../entities/explorer/api';
import {
  dashboardNameFormSchema,
  dashboardServerFieldOf,
  type DashboardNameFormOutput,
  type DashboardNameFormValues,
} from './dashboardForms';
import { dashboardUpdateOf } from './dashboardUpdate';
import { SERVER_ERROR_PREFIX, useDashboardFieldText } from './useDashboardFieldText';

export type DashboardNameAction = 'rename' | 'duplicate';

export interface DashboardNameDialogProps {
  action: DashboardNameAction;
  dashboard: Dashboard;
  onClose: () => void;
  /** The renamed dashboard, or the copy (the caller goes to it, spec 000 §2). */
  onDone: (dashboard: Dashboard) => void;
}

/**
 * Rename (PUT dashboard/{id}) or duplicate (POST dashboard/{id} with the copy's name, prefilled
 * "<name> (copy)"). Mounted while open: each opening starts from the dashboard's name, or from the
 * draft a reload left.
 */
export function DashboardNameDialog({ action, dashboard, onClose, onDone }: DashboardNameDialogProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldText = useDashboardFieldText();
  const update = dashboardsResource.useUpdate();
  const duplicate = duplicateDashboardMutation.useMutation();
  const [saveError, setSaveError] = useState<unknown>(null);
  const initial =
    action === 'rename' ? dashboard.name : t('explorerList.duplicateDialog.copyName', { name: dashboard.name });
  const { form, draft } = useDraftForm<DashboardNameFormValues, unknown, DashboardNameFormOutput>({
    formId: `dashboard-${action}-${dashboard.id}`,
    resolver: zodResolver(dashboardNameFormSchema),
    defaultValues: { name: initial },
  });
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    setSaveError(null);
    try {
      const saved =
        action === 'rename'
          ? await update.mutateAsync({ id: dashboard.id, input: dashboardUpdateOf(dashboard, { name }) })
          : await duplicate.mutateAsync({ id: dashboard.id, name });
      draft.clear();
      onDone(saved);
    } catch (error) {
      const onField = dashboardServerFieldOf(error);
      if (onField?.field === 'name')
        form.setError(
          'name',
          { type: 'server', message: `${SERVER_ERROR_PREFIX}${onField.code}` },
          { shouldFocus: true },
        );
      else setSaveError(error);
    }
  });

  const close = () => {
    if (isSubmitting) return;
    draft.discard();
    onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={t(action === 'rename' ? 'explorerList.renameDialog.title' : 'explorerList.duplicateDialog.title', {
        name: dashboard.name,
      })}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t(action === 'rename' ? 'explorerList.field.name' : 'explorerList.field.copyName')}
            required
            data-autofocus
            {...form.register('name')}
            error={fieldText(errors.name?.message)}
          />
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
              {t(action === 'rename' ? 'explorerList.renameDialog.submit' : 'explorerList.duplicateDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
