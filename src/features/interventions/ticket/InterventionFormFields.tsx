import { Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { FormDateField } from '../../../ui/DateField/FormDateField';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { INTERVENTION_STATUSES, INTERVENTION_TYPES } from '../../../entities/interventions/interventionStatus';
import { durationLocaleOf, formatInterventionDuration, interventionMinutes } from '../interventionDuration';
import { useInterventionTypeLabel } from '../interventionLabels';
import { HardwareLinesField } from './HardwareLinesField';
import { TITLE_MAX_LENGTH, type InterventionFormOutput, type InterventionFormValues } from './interventionForm';
import { useInterventionErrorText } from './useInterventionErrorText';

interface InterventionFormFieldsProps {
  form: UseFormReturn<InterventionFormValues, unknown, InterventionFormOutput>;
  /** While saving, or for a reader. */
  disabled?: boolean;
}

/** The duration between the start and the end as the user types (spec 001 §3; d h min, §9). */
function LiveDuration({ form }: Pick<InterventionFormFieldsProps, 'form'>) {
  const t = useMessage();
  const intl = useIntl();
  const [start, end] = useWatch({ control: form.control, name: ['start', 'end'] });
  const minutes = interventionMinutes(start, end);
  return (
    <Text size="sm" aria-live="polite" data-testid="intervention-duration">
      {minutes === null
        ? t('intervention.form.durationNone')
        : t('intervention.form.duration', {
            duration: formatInterventionDuration(minutes, durationLocaleOf(intl.locale)),
          })}
    </Text>
  );
}

/** Type, title, description, project, status, start and end with the duration, hardware lines. */
export function InterventionFormFields({ form, disabled = false }: InterventionFormFieldsProps) {
  const t = useMessage();
  const errorText = useInterventionErrorText();
  const typeLabel = useInterventionTypeLabel();
  const projects = useQuery(structureChoicesQuery());
  const { errors } = form.formState;
  const projectOptions = (projects.data?.projects ?? []).map((project) => ({
    value: String(project.id),
    label: project.name,
  }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('intervention.form.type')}
              placeholder={t('intervention.form.typePlaceholder')}
              data={INTERVENTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
              value={field.value === '' ? null : field.value}
              onChange={(value) => field.onChange(INTERVENTION_TYPES.find((type) => type === value) ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(errors.type?.message)}
              disabled={disabled}
              withAsterisk
            />
          )}
        />
        <Controller
          control={form.control}
          name="project"
          render={({ field }) => (
            <Select
              label={t('intervention.form.project')}
              placeholder={
                projects.isError ? t('intervention.form.projectsFailed') : t('intervention.form.projectPlaceholder')
              }
              data={projectOptions}
              value={field.value === '' ? null : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(errors.project?.message)}
              disabled={disabled || projects.isPending}
              nothingFoundMessage={t('ui.structure.nothingFound')}
              searchable
              withAsterisk
            />
          )}
        />
      </SimpleGrid>
      <TextInput
        label={t('intervention.form.title')}
        {...form.register('title')}
        error={errorText(errors.title?.message)}
        maxLength={TITLE_MAX_LENGTH + 1}
        disabled={disabled}
        withAsterisk
      />
      <Textarea
        label={t('intervention.form.description')}
        {...form.register('description')}
        rows={4}
        resize="vertical"
        disabled={disabled}
      />
      <Group gap="md" align="start" wrap="wrap">
        <FormDateField
          kind="dateTime"
          control={form.control}
          name="start"
          deps={['end']}
          label={t('intervention.form.start')}
          error={errorText(errors.start?.message)}
          disabled={disabled}
          withAsterisk
          w={230}
        />
        <FormDateField
          kind="dateTime"
          control={form.control}
          name="end"
          deps={['start']}
          label={t('intervention.form.end')}
          description={t('intervention.form.endHelp')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(errors.end?.message)}
          disabled={disabled}
          w={230}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('intervention.form.status')}
              data={INTERVENTION_STATUSES.map((status) => ({
                value: String(status.id),
                label: t(`intervention.status.${status.name}`),
              }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? field.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(errors.status?.message)}
              allowDeselect={false}
              disabled={disabled}
              withAsterisk
              w={200}
            />
          )}
        />
      </Group>
      <LiveDuration form={form} />
      <HardwareLinesField form={form} disabled={disabled} />
    </Stack>
  );
}
