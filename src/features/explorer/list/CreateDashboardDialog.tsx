import { Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { dashboardsResource, type Dashboard } from '../../../entities/explorer/api';
import {
  DASHBOARD_CREATE_SERVER_FIELDS,
  dashboardCreateFormSchema,
  type DashboardCreateFormOutput,
  type DashboardCreateFormValues,
} from './dashboardForms';
import { DashboardProjectField } from './DashboardProjectField';
import { useDashboardFieldText } from './useDashboardFieldText';

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
export function CreateDashboardDialog({ opened, ...props }: CreateDashboardDialogProps) {
  return opened ? <CreateDashboardForm {...props} /> : null;
}

function CreateDashboardForm({ onClose, onCreated }: Omit<CreateDashboardDialogProps, 'opened'>) {
  const t = useMessage();
  const fieldText = useDashboardFieldText();
  const create = dashboardsResource.useCreate();
  const state = useResourceForm<DashboardCreateFormValues, DashboardCreateFormOutput, Dashboard>({
    formId: 'dashboard-new',
    schema: dashboardCreateFormSchema,
    defaultValues: EMPTY,
    serverFields: DASHBOARD_CREATE_SERVER_FIELDS,
    save: (values) => create.mutateAsync({ name: values.name, projectId: values.project.projectId }),
    savedValues: () => EMPTY,
    onSaved: onCreated,
  });
  const { errors } = state.form.formState;

  return (
    <ResourceFormDialog
      state={state}
      title={t('explorerList.createDialog.title')}
      size="lg"
      onClose={onClose}
      submitLabel={t('explorerList.createDialog.submit')}
      draftMessage={t('explorerList.draftRestored')}
      failure={{ sentence: (reason) => t('explorerList.saveFailed', { reason }) }}
    >
      <TextInput
        label={t('explorerList.field.name')}
        required
        data-autofocus
        {...state.form.register('name')}
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
          control={state.form.control}
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
    </ResourceFormDialog>
  );
}
