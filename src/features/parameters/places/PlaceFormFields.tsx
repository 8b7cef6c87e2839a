import { Anchor, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import type { PlaceUpdate } from '../../../entities/structure/api';
import { mapLink, timeZoneChoices, type PlaceFieldName, type PlaceFormValues } from './placeFormSchema';
import { usePlaceFormErrorText } from './usePlaceFormErrorText';

export interface PlaceFormFieldsProps {
  form: UseFormReturn<PlaceFormValues, unknown, PlaceUpdate>;
  /** The saved time zone, offered even if this browser does not list it. */
  savedTimeZone: string | null | undefined;
}

/** The site's fields (spec 001 §3 Site): identity, address, coordinates with a map link, time zone, company. */
export function PlaceFormFields({ form, savedTimeZone }: PlaceFormFieldsProps) {
  const t = useMessage();
  const errorText = usePlaceFormErrorText();
  const { register, control, formState, watch } = form;
  const zones = useMemo(() => timeZoneChoices(savedTimeZone), [savedTimeZone]);
  const map = mapLink(watch('latitude'), watch('longitude'));

  const text = (
    name: Exclude<PlaceFieldName, 'timezone'>,
    label: string,
    extra: { required?: boolean; description?: string; inputMode?: 'decimal' } = {},
  ) => (
    <TextInput
      {...register(name)}
      label={label}
      required={extra.required}
      description={extra.description}
      inputMode={extra.inputMode}
      error={errorText(formState.errors[name]?.message)}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {text('name', t('parameters.places.field.name'), { required: true })}
      {text('shortName', t('parameters.places.field.shortName'))}
      {text('address', t('parameters.places.field.address'))}
      {text('zipCode', t('parameters.places.field.zipCode'))}
      {text('city', t('parameters.places.field.city'))}
      {text('country', t('parameters.places.field.country'))}
      {text('latitude', t('parameters.places.field.latitude'), {
        required: true,
        inputMode: 'decimal',
        description: t('parameters.places.field.latitudeHint'),
      })}
      {text('longitude', t('parameters.places.field.longitude'), {
        required: true,
        inputMode: 'decimal',
        description: t('parameters.places.field.longitudeHint'),
      })}
      <div style={{ gridColumn: '1 / -1' }}>
        {map ? (
          <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm">
            {t('parameters.places.openMap')}
          </Anchor>
        ) : null}
      </div>
      <Controller
        control={control}
        name="timezone"
        render={({ field, fieldState }) => (
          <Select
            label={t('parameters.places.field.timezone')}
            required
            data={zones}
            value={field.value === '' ? null : field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            searchable
            limit={80}
            nothingFoundMessage={t('parameters.projects.filter.nothingFound')}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      {text('companyName', t('parameters.places.field.companyName'))}
      {text('companyId', t('parameters.places.field.companyId'), {
        description: t('parameters.places.field.companyIdHint'),
      })}
    </SimpleGrid>
  );
}
