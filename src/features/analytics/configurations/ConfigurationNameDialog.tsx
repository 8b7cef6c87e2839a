import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import {
  configurationNameSchema,
  type ConfigurationNameOutput,
  type ConfigurationNameValues,
} from './configurationNameForm';

export interface ConfigurationNameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  /** Saves under the name; a rejection keeps the dialog open with the name typed. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks a configuration's name, to save the inputs or rename a saved one (the form kit). A refused
 * save keeps the name and says why; INVALID_NAME lands on the field, other refusals (a missing
 * variable, a bad period) are the inputs', told beside the buttons.
 */
export function ConfigurationNameDialog({
  title,
  submitLabel,
  initialName,
  onSubmit,
  onClose,
}: ConfigurationNameDialogProps) {
  const t = useMessage();
  const intl = useIntl();
  const state = useResourceForm<ConfigurationNameValues, ConfigurationNameOutput>({
    // The title names the action and the configuration: one draft for each.
    formId: `configuration-name:${title}`,
    schema: configurationNameSchema,
    defaultValues: { name: initialName },
    mode: 'onTouched',
    serverFields: { INVALID_NAME: { field: 'name' } },
    save: ({ name }) => onSubmit(name),
    onSaved: onClose,
  });
  const fieldText = useFieldErrorText((id) => intl.formatMessage({ id }));
  return (
    <ResourceFormDialog
      state={state}
      title={title}
      onClose={onClose}
      submitLabel={submitLabel}
      failure={{ title: t('analytics.configurations.saveFailed') }}
    >
      <TextInput
        label={t('analytics.configurations.name')}
        required
        data-autofocus
        error={fieldText(state.form.formState.errors.name?.message)}
        {...state.form.register('name')}
      />
    </ResourceFormDialog>
  );
}
