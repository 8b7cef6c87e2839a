import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Project } from '../../../entities/structure/api';
import { variablesResource } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { useVariableChoices } from '../fields/useVariableChoices';
import { useVariableForm } from '../fields/useVariableForm';
import { VariableForm } from '../fields/VariableForm';
import { newVariableValues } from '../fields/variableFormSchema';

export interface ManualVariableCreateFormProps {
  project: Project;
  onCreated: (variableId: number) => void;
  onBack: () => void;
}

/**
 * The new manual variable's settings, then POST variables with the project's site as placeId and
 * the project as its only project (spec 000 §7). The "added" notice is the shared one; the screen
 * then opens the new variable's editor. A refusal keeps every field, codes on their fields.
 */
export function ManualVariableCreateForm({ project, onCreated, onBack }: ManualVariableCreateFormProps) {
  const t = useMessage();
  const titleId = useId();
  const create = variablesResource.useCreate();
  const choices = useVariableChoices();
  const state = useVariableForm({
    formId: 'manual-variable-new',
    defaultValues: newVariableValues(),
    save: (settings) => create.mutateAsync({ ...settings, placeId: project.place.id, projectIds: [project.id] }),
    onSaved: (created) => onCreated(created.id),
  });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <VariableForm
          state={state}
          choices={choices}
          readOnly={false}
          label={t('variables.manual.createFormLabel')}
          submitLabel={t('variables.manual.create')}
          cancelLabel={t('common.cancel')}
          onCancel={onBack}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={titleId}>
              {t('variables.manual.where.title')}
            </Title>
            <Text size="sm">
              {t('variables.manual.where.body', {
                project: project.name,
                site: project.place.name,
                client: project.place.client.name,
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('variables.manual.where.technicalId')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('variables.manual.dataFromImports')}
            </Text>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
