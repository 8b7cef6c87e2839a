import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { projectsResource, type Project } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { FormDateField } from '../../../ui/DateField/FormDateField';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import {
  PROJECT_SERVER_FIELDS,
  projectGeneralDefaults,
  projectGeneralSchema,
  type ProjectGeneralOutput,
  type ProjectGeneralValues,
} from './projectGeneralForm';
import { useProjectFieldError } from './useProjectFieldError';

/**
 * Edit the project's general information (spec 001 §3 Project, §7 PUT project/{id}) with the form
 * kit: one zod schema; a refused name is said on the name (PROJECT_SERVER_FIELDS, spec 000 §8),
 * any other refusal beside Save; a failed save keeps every field; what is typed is a draft;
 * leaving with unsaved changes asks first.
 */
export function ProjectGeneralForm({ project }: { project: Project }) {
  const t = useMessage();
  const { locale } = useIntl();
  const fieldError = useProjectFieldError();
  const update = projectsResource.useUpdate();
  const { form, draft, submit, saveError, cancel, blocker } = useResourceForm<
    ProjectGeneralValues,
    ProjectGeneralOutput,
    Project
  >({
    formId: 'project-general',
    schema: projectGeneralSchema(project.place.id),
    defaultValues: projectGeneralDefaults(project, locale),
    serverFields: PROJECT_SERVER_FIELDS,
    save: (input) => update.mutateAsync({ id: project.id, input }),
    mode: 'onTouched',
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;

  const text = (name: keyof ProjectGeneralValues, label: string, extra: { required?: boolean; type?: string } = {}) => (
    <TextInput
      label={label}
      required={extra.required}
      type={extra.type}
      error={fieldError(errors[name]?.message)}
      {...form.register(name)}
    />
  );

  const day = (name: 'signature_date' | 'maintenance_signature_date' | 'start_date', label: string) => (
    <FormDateField
      kind="date"
      control={form.control}
      name={name}
      label={label}
      error={fieldError(errors[name]?.message)}
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
              {day('signature_date', t('parameters.project.field.signatureDate'))}
              {day('maintenance_signature_date', t('parameters.project.field.maintenanceSignatureDate'))}
              {day('start_date', t('parameters.project.field.startDate'))}
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
          <Button variant="default" disabled={!isDirty || isSubmitting} onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
      <LeaveConfirm
        blocker={blocker}
        onLeave={cancel}
        texts={{
          title: t('parameters.project.leave.title'),
          message: t('parameters.project.leave.message'),
          confirm: t('parameters.project.leave.confirm'),
          stay: t('parameters.project.leave.stay'),
        }}
      />
    </form>
  );
}
