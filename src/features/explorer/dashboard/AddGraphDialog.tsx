import { Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { CHART_KINDS, graphsResource, type Dashboard, type Graph } from '../../../entities/explorer/api';
import {
  addGraphFormSchema,
  isAddGraphError,
  newGraphOf,
  type AddGraphFormOutput,
  type AddGraphFormValues,
} from './addGraphForm';

const EMPTY: AddGraphFormValues = { name: '', kind: null };

export interface AddGraphDialogProps {
  dashboard: Dashboard;
  opened: boolean;
  onClose: () => void;
  /** The new graph as answered: the caller opens its editor (spec 000 §2). */
  onAdded: (graph: Graph) => void;
}

/**
 * Add a graph: its name and chart kind among the twelve (spec 000 §3), POST graph at the end of the
 * dashboard, then its editor opens to choose the variables. A refused name stays on its field.
 */
export function AddGraphDialog({ opened, ...props }: AddGraphDialogProps) {
  return opened ? <AddGraphForm {...props} /> : null;
}

function AddGraphForm({ dashboard, onClose, onAdded }: Omit<AddGraphDialogProps, 'opened'>) {
  const t = useMessage();
  const create = graphsResource.useCreate();
  const state = useResourceForm<AddGraphFormValues, AddGraphFormOutput, Graph>({
    formId: `graph-new-${dashboard.id}`,
    schema: addGraphFormSchema,
    defaultValues: EMPTY,
    serverFields: { INVALID_NAME: { field: 'name' } },
    save: (values) => create.mutateAsync(newGraphOf(dashboard, values)),
    savedValues: () => EMPTY,
    onSaved: onAdded,
  });
  const fieldText = useFieldErrorText((message) =>
    t(`explorerDashboard.error.${isAddGraphError(message) ? message : 'invalid'}` satisfies MessageId),
  );
  const { errors } = state.form.formState;
  const kinds = CHART_KINDS.map((kind) => ({ value: kind, label: t(`explorerKind.${kind}`) }));

  return (
    <ResourceFormDialog
      state={state}
      title={t('explorerDashboard.addDialog.title')}
      onClose={onClose}
      submitLabel={t('explorerDashboard.addDialog.submit')}
      failure={{ sentence: (reason) => t('explorerDashboard.saveFailed', { reason }) }}
    >
      <TextInput
        label={t('explorerDashboard.addDialog.name')}
        required
        data-autofocus
        {...state.form.register('name')}
        error={fieldText(errors.name?.message)}
      />
      <Controller
        control={state.form.control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('explorerDashboard.addDialog.kind')}
            description={t('explorerDashboard.addDialog.kindHint')}
            required
            data={kinds}
            value={field.value}
            onChange={(next) => field.onChange(CHART_KINDS.find((kind) => kind === next) ?? null)}
            onBlur={field.onBlur}
            ref={field.ref}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={320}
            error={fieldText(errors.kind?.message)}
          />
        )}
      />
    </ResourceFormDialog>
  );
}
