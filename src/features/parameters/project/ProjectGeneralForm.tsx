import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import { projectsResource, type Project } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { useUnsavedChangesBlocker } from '../../../navigation/forms/useUnsavedChangesBlocker';
import {
  projectGeneralDefaults,
  projectGeneralSchema,
  type ProjectGeneralOutput,
  type ProjectGeneralValues,
} from './projectGeneralForm';
import { SERVER_CODE_PREFIX, useProjectFieldError } from './useProjectFieldError';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';

/**
 * Edit the project's general information (spec 001 §3 Project, §7 PUT project/{id}): one
 * react-hook-form over one zod schema; a refused name is said on the name (INVALID_NAME, spec 000
 * §8), any other refusal beside Save; a failed save keeps every field; what is typed is a draft;
 * leaving with unsaved changes asks first.
 */
export function ProjectGeneralForm({ project }: { project: Project }) {
  const t = useMessage();
  const { locale } = useIntl();
  const fieldError = useProjectFieldError();
  const update = projectsResource.useUpdate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<ProjectGeneralValues, unknown, ProjectGeneralOutput>({
    formId: 'project-general',
    resolver: zodResolver(projectGeneralSchema(project.place.id)),
    defaultValues: projectGeneralDefaults(project, locale),
    mode: 'onTouched',
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty);

  const submit = form.handleSubmit(async (input) => {
    setSaveError(null);
    try {
      await update.mutateAsync({ id: project.id, input });
    } catch (error) {
      if (isApiError(error) && error.has('INVALID_NAME'))
        form.setError('name', { type: 'server', message: `${SERVER_CODE_PREFIX}INVALID_NAME` }, { shouldFocus: true });
      else setSaveError(error);
      return;
    }
    draft.clear();
    form.reset(form.getValues());
  });

  const text = (name: keyof ProjectGeneralValues, label: string, extra: { required?: boolean; type?: string } = {}) => (
    <TextInput
      label={label}
      required={extra.required}
      type={extra.type}
      error={fieldError(errors[name]?.message)}
      {...form.register(name)}
    />
  );

  return (
    <form
      ref={attachForm}
      noValidate
      aria-label={t('parameters.project.general.form')}
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Fieldset legend={t('parameters.project.general.identity')}>
            <Stack gap="sm">
              {text('name', t('parameters.project.field.name'), { required: true })}
              {text('chrono_sf', t('parameters.project.field.chronoSf'))}
              <TextInput
                label={t('parameters.project.field.site')}
                description={t('parameters.project.field.site.description')}
                value={`${project.place.client.name} › ${project.place.name}`}
                readOnly
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('parameters.project.general.people')}>
            <Stack gap="sm">
              {text('project_manager', t('parameters.project.field.projectManager'))}
              {text('digital_project_manager', t('parameters.project.field.digitalProjectManager'))}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('parameters.project.general.dates')}>
            <Stack gap="sm">
              {text('signature_date', t('parameters.project.field.signatureDate'), { type: 'date' })}
              {text('maintenance_signature_date', t('parameters.project.field.maintenanceSignatureDate'), {
                type: 'date',
              })}
              {text('start_date', t('parameters.project.field.startDate'), { type: 'date' })}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('parameters.project.general.commitments')}>
            <Stack gap="sm">
              <Checkbox label={t('parameters.project.field.regulatoryCpe')} {...form.register('regulatory_cpe')} />
              {text('nombre_aape', t('parameters.project.field.nombreAape'), { required: true })}
              {text('engagement_mwh', t('parameters.project.field.engagementMwhUnit'), { required: true })}
              {text('engagement_mwh_pcs', t('parameters.project.field.engagementMwhPcsUnit'), { required: true })}
            </Stack>
          </Fieldset>
        </SimpleGrid>
        <DraftNotice draft={draft} />
        {saveError ? <SaveFailure title={t('parameters.project.saveFailed')} error={saveError} /> : null}
        <Group justify="flex-end" gap="sm">
          {isDirty ? (
            <Text role="status" size="sm" c="dimmed" mr="auto">
              {t('parameters.project.unsaved')}
            </Text>
          ) : null}
          <Button variant="default" disabled={!isDirty || isSubmitting} onClick={draft.discard}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('parameters.project.leave.title')}
        message={t('parameters.project.leave.message')}
        confirmLabel={t('parameters.project.leave.confirm')}
        cancelLabel={t('parameters.project.leave.stay')}
        danger
        onConfirm={() => {
          draft.discard();
          blocker.leave();
        }}
        onCancel={blocker.stay}
      />
    </form>
  );
}
