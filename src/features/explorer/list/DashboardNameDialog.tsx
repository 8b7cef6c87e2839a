import { TextInput } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { dashboardsResource, duplicateDashboardMutation, type Dashboard } from '../../../entities/explorer/api';
import {
  DASHBOARD_NAME_SERVER_FIELDS,
  dashboardNameFormSchema,
  type DashboardNameFormOutput,
  type DashboardNameFormValues,
} from './dashboardForms';
import { dashboardUpdateOf } from './dashboardUpdate';
import { useDashboardFieldText } from './useDashboardFieldText';

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
  const fieldText = useDashboardFieldText();
  const update = dashboardsResource.useUpdate();
  const duplicate = duplicateDashboardMutation.useMutation();
  const initial =
    action === 'rename' ? dashboard.name : t('explorerList.duplicateDialog.copyName', { name: dashboard.name });
  const state = useResourceForm<DashboardNameFormValues, DashboardNameFormOutput, Dashboard>({
    formId: `dashboard-${action}-${dashboard.id}`,
    schema: dashboardNameFormSchema,
    defaultValues: { name: initial },
    serverFields: DASHBOARD_NAME_SERVER_FIELDS,
    save: ({ name }) =>
      action === 'rename'
        ? update.mutateAsync({ id: dashboard.id, input: dashboardUpdateOf(dashboard, { name }) })
        : duplicate.mutateAsync({ id: dashboard.id, name }),
    onSaved: onDone,
  });
  const { errors } = state.form.formState;

  return (
    <ResourceFormDialog
      state={state}
      title={t(action === 'rename' ? 'explorerList.renameDialog.title' : 'explorerList.duplicateDialog.title', {
        name: dashboard.name,
      })}
      onClose={onClose}
      submitLabel={t(action === 'rename' ? 'explorerList.renameDialog.submit' : 'explorerList.duplicateDialog.submit')}
      draftMessage={t('explorerList.draftRestored')}
      failure={{ sentence: (reason) => t('explorerList.saveFailed', { reason }) }}
    >
      <TextInput
        label={t(action === 'rename' ? 'explorerList.field.name' : 'explorerList.field.copyName')}
        required
        data-autofocus
        {...state.form.register('name')}
        error={fieldText(errors.name?.message)}
      />
    </ResourceFormDialog>
  );
}
