import { Alert, Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { variablesResource, type Variable } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { useVariableChoices } from './useVariableChoices';
import { useVariableForm } from './useVariableForm';
import { VariableFacts } from './VariableFacts';
import { VariableForm } from './VariableForm';
import { variableFormValues } from './variableFormSchema';
import { VariablePreviewChart } from './VariablePreviewChart';

export interface VariableSettingsEditorProps {
  variable: Variable;
  canManage: boolean;
  /** Under the facts: the history link, where a manual variable's data comes from. */
  factsFooter?: ReactNode;
  formLabel: string;
  onBack: () => void;
}

/**
 * A stored variable's editor, automatic or manual: the form beside the facts, the last seven days
 * under the form. Save sends PUT variables/{id} with the editable fields only (variableUpdateSchema
 * strips the rest); the success notice is the shared one (spec 000 §8), and the page stays,
 * showing the saved values with nothing left unsaved. An empty or unreadable answer is an error.
 */
export function VariableSettingsEditor({
  variable,
  canManage,
  factsFooter,
  formLabel,
  onBack,
}: VariableSettingsEditorProps) {
  const t = useMessage();
  const update = variablesResource.useUpdate();
  const choices = useVariableChoices(variable);
  const state = useVariableForm({
    formId: 'variable-settings',
    defaultValues: variableFormValues(variable),
    save: (settings) => update.mutateAsync({ id: variable.id, input: settings }),
    // The page stays, showing what the server saved.
    savedValues: variableFormValues,
  });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md">
          {canManage ? null : (
            <Alert color="gray" variant="light">
              {t('variables.fields.readOnly')}
            </Alert>
          )}
          <VariableForm
            state={state}
            choices={choices}
            readOnly={!canManage}
            label={formLabel}
            submitLabel={t('variables.fields.save')}
            cancelLabel={canManage ? t('common.cancel') : t('variables.fields.backToList')}
            onCancel={onBack}
          />
          <VariablePreviewChart variable={variable} control={state.form.control} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <VariableFacts variable={variable}>{factsFooter}</VariableFacts>
      </Grid.Col>
    </Grid>
  );
}
