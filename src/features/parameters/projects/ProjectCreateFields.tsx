import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { FormDateField } from '../../../ui/DateField/FormDateField';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import type { ProjectCreateFormValues } from './projectCreateSchema';
import { useProjectFormErrorText } from './useProjectFormErrorText';
import type { ProjectWrite } from '../../../entities/structure/api';

type TextField = 'name' | 'chrono_sf' | 'project_manager' | 'digital_project_manager';
type DayField = 'signature_date' | 'maintenance_signature_date' | 'start_date';
type NumberField = 'nombre_aape' | 'engagement_mwh' | 'engagement_mwh_pcs';

export interface ProjectCreateFieldsProps {
  form: UseFormReturn<ProjectCreateFormValues, unknown, ProjectWrite>;
}

/** The create-project fields (spec 001 §3 Project): client → site first, then the project's own. */
export function ProjectCreateFields({ form }: ProjectCreateFieldsProps) {
  const t = useMessage();
  const intl = useIntl();
  const errorText = useProjectFormErrorText();
  const { register, control, formState, watch, setValue } = form;
  const { errors } = formState;
  const { data, isPending } = useQuery(structureChoicesQuery());
  const placeId = watch('placeId');
  // Opened on a site before its client was known: the client shown is the chosen site's.
  const siteClient = data?.places.find((place) => String(place.id) === placeId)?.client.id;
  const clientId = watch('clientId') ?? (siteClient === undefined ? null : String(siteClient));
  const places = (data?.places ?? []).filter((place) => clientId === null || String(place.client.id) === clientId);
  const decimal = intl.locale === 'fr' ? ',' : '.';

  const text = (name: TextField, label: string, required = false) => (
    <TextInput {...register(name)} label={label} required={required} error={errorText(errors[name]?.message)} />
  );
  const dayInput = (name: DayField, label: string) => (
    <FormDateField kind="date" control={control} name={name} label={label} error={errorText(errors[name]?.message)} />
  );
  const numberInput = (name: NumberField, label: string, integer: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : value === '' ? '' : Number(value))}
          onBlur={field.onBlur}
          min={0}
          allowNegative={false}
          allowDecimal={!integer}
          decimalSeparator={decimal}
          error={errorText(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Controller
        control={control}
        name="clientId"
        render={({ field }) => (
          <Select
            label={t('parameters.projects.field.client')}
            data={(data?.clients ?? []).map((client) => ({ value: String(client.id), label: client.name }))}
            value={clientId}
            onChange={(value) => {
              field.onChange(value);
              setValue('placeId', null, { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            disabled={isPending}
            searchable
            clearable
            nothingFoundMessage={t('parameters.projects.filter.nothingFound')}
          />
        )}
      />
      <Controller
        control={control}
        name="placeId"
        render={({ field }) => (
          <Select
            label={t('parameters.projects.field.site')}
            required
            data={places.map((place) => ({ value: String(place.id), label: place.name }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              const place = data?.places.find((candidate) => String(candidate.id) === value);
              if (place) setValue('clientId', String(place.client.id), { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={isPending}
            searchable
            clearable
            nothingFoundMessage={t('parameters.projects.filter.nothingFound')}
            error={errorText(errors.placeId?.message)}
          />
        )}
      />
      {text('name', t('parameters.projects.field.name'), true)}
      {text('chrono_sf', t('parameters.projects.field.chronoSf'))}
      {text('project_manager', t('parameters.projects.field.projectManager'))}
      {text('digital_project_manager', t('parameters.projects.field.digitalProjectManager'))}
      {dayInput('signature_date', t('parameters.projects.field.signatureDate'))}
      {dayInput('maintenance_signature_date', t('parameters.projects.field.maintenanceSignatureDate'))}
      {dayInput('start_date', t('parameters.projects.field.startDate'))}
      {numberInput('nombre_aape', t('parameters.projects.field.aapeCount'), true)}
      {numberInput('engagement_mwh', t('parameters.projects.field.commitmentMwh'), false)}
      {numberInput('engagement_mwh_pcs', t('parameters.projects.field.commitmentMwhPcs'), false)}
      <Checkbox {...register('regulatory_cpe')} label={t('parameters.projects.field.regulatoryCpe')} mt="lg" />
    </SimpleGrid>
  );
}
