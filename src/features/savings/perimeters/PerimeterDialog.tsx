import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { aapeResource, aapeToWrite, perimeterResource, type Aape, type Perimeter } from '../../../entities/savings/api';
import { ENERGY_CODES, energyLabel, savingsUnit } from '../../../entities/savings/energyUnits';
import { useMessage } from '../../../i18n/useMessage';
import { SAMPLING_UNITS } from '../../../lib/sampling';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { SAVINGS_UNIT_MESSAGES } from '../shared/useSavingsFormat';
import { MeasureField } from './MeasureField';
import {
  perimeterFormDefaults,
  perimeterFormId,
  perimeterFormSchema,
  type PerimeterFormOutput,
  type PerimeterFormValues,
} from './perimeterForm';
import { perimeterServerFields, usePerimeterFieldError } from './perimeterServerErrors';

export interface PerimeterDialogProps {
  aape: Aape;
  /** The perimeter to edit; null to add one. */
  perimeter: Perimeter | null;
  onClose: () => void;
}

type AmountField =
  'savings_target' | 'reference_consumption' | 'ncv_co2eq_emission_coefficient' | 'contract_energy_price';
type MeasureName = 'reference_measure' | 'consumption_measure' | 'saving_measure';

/**
 * Add or edit a perimeter of an AAPE (spec 001 §3, §7 POST and PUT perimeter) in one zod form of
 * the form kit. A perimeter can become the AAPE's main one: save the perimeter, then PUT the AAPE
 * naming it (spec 001 §4; an AAPE without one gets it from an edit too). The two steps are kept
 * apart so that a failed PUT is retried alone: the saved perimeter is never sent twice. A refused
 * save keeps every field, its codes on the fields they concern (perimeterServerFields); what is
 * typed is a draft; leaving the page with unsaved changes asks first.
 */
export function PerimeterDialog({ aape, perimeter, onClose }: PerimeterDialogProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const language = locale.startsWith('en') ? 'en' : 'fr';
  const fieldError = usePerimeterFieldError();
  const create = perimeterResource.useCreate();
  const update = perimeterResource.useUpdate();
  const updateAape = aapeResource.useUpdate();
  // The perimeter as saved when making it main failed afterwards: only the AAPE's PUT is left.
  const [saved, setSaved] = useState<Perimeter | null>(null);
  const state = useResourceForm<PerimeterFormValues, PerimeterFormOutput, Perimeter>({
    formId: perimeterFormId(aape.id, perimeter),
    schema: perimeterFormSchema,
    defaultValues: perimeterFormDefaults(perimeter, locale, aape.mainPerimeter != null),
    serverFields: perimeterServerFields,
    save: async ({ main, write }) => {
      let done = saved;
      if (!done) {
        const input = { ...write, aapeId: aape.id, number: perimeter?.number ?? null };
        done = perimeter ? await update.mutateAsync({ id: perimeter.id, input }) : await create.mutateAsync(input);
        setSaved(done);
      }
      if (main && done.id !== aape.mainPerimeter) {
        await updateAape.mutateAsync({ id: aape.id, input: { ...aapeToWrite(aape), mainPerimeter: done.id } });
      }
      return done;
    },
    onSaved: onClose,
    mode: 'onTouched',
  });
  const { form } = state;
  const { errors } = form.formState;
  const energyCode = useWatch({ control: form.control, name: 'energy_code' });
  const unit = energyCode === '' ? null : t(SAVINGS_UNIT_MESSAGES[savingsUnit(energyCode)]);
  const title = perimeter
    ? t('savings.perimeters.editTitle', { number: perimeter.number })
    : t('savings.perimeters.addTitle', { aape: aape.number });

  const amount = (name: AmountField, label: string) => (
    <TextInput
      label={label}
      required
      inputMode="decimal"
      disabled={saved !== null}
      error={fieldError(errors[name]?.message)}
      {...form.register(name)}
    />
  );

  const measure = (name: MeasureName, label: string, description: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MeasureField
          label={label}
          description={description}
          projectId={aape.projectId}
          value={field.value}
          onChange={field.onChange}
          error={fieldError(fieldState.error?.message)}
          disabled={saved !== null}
        />
      )}
    />
  );

  const perUnit = (key: 'savings.perimeters.field.coefficientUnit' | 'savings.perimeters.field.priceUnit') =>
    unit === null ? t(`${key}None`) : t(key, { unit });

  return (
    <ResourceFormDialog
      state={state}
      title={title}
      onClose={onClose}
      size="xl"
      centered
      cancelLabel={t(saved ? 'common.close' : 'common.cancel')}
      submitLabel={t(saved ? 'savings.perimeters.retryMain' : perimeter ? 'common.save' : 'common.add')}
      failure={{ title: t(saved ? 'savings.perimeters.mainFailed' : 'savings.perimeters.saveFailed') }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="energy_code"
          render={({ field, fieldState }) => (
            <Select
              label={t('savings.perimeters.field.energy')}
              required
              data={ENERGY_CODES.map((code) => ({ value: code, label: energyLabel(code, language) }))}
              value={field.value === '' ? null : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              allowDeselect={false}
              disabled={saved !== null}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="calculation_sampling"
          render={({ field, fieldState }) => (
            <Select
              label={t('savings.perimeters.field.sampling')}
              data={SAMPLING_UNITS.map((value) => ({ value, label: t(`savings.perimeters.sampling.${value}`) }))}
              value={field.value === '' ? null : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              clearable
              disabled={saved !== null}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        {amount(
          'savings_target',
          unit === null
            ? t('savings.perimeters.field.savingsTargetNone')
            : t('savings.perimeters.field.savingsTarget', { unit }),
        )}
        {amount(
          'reference_consumption',
          unit === null
            ? t('savings.perimeters.field.referenceNone')
            : t('savings.perimeters.field.reference', { unit }),
        )}
        {amount('ncv_co2eq_emission_coefficient', perUnit('savings.perimeters.field.coefficientUnit'))}
        {amount('contract_energy_price', perUnit('savings.perimeters.field.priceUnit'))}
      </SimpleGrid>
      <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} size="sm" mb={4}>
          {t('savings.perimeters.field.measures')}
        </Text>
        {measure(
          'reference_measure',
          t('savings.perimeters.field.referenceMeasure'),
          t('savings.perimeters.field.referenceMeasureHelp'),
        )}
        {measure(
          'consumption_measure',
          t('savings.perimeters.field.consumptionMeasure'),
          t('savings.perimeters.field.consumptionMeasureHelp'),
        )}
        {measure(
          'saving_measure',
          t('savings.perimeters.field.savingMeasure'),
          t('savings.perimeters.field.savingMeasureHelp'),
        )}
      </Stack>
      <Textarea
        label={t('savings.perimeters.field.comments')}
        // Not autosize: Mantine's autosize listens to document.fonts, which not every browser has.
        rows={3}
        resize="vertical"
        disabled={saved !== null}
        {...form.register('comments')}
      />
      {perimeter && perimeter.id === aape.mainPerimeter ? null : (
        <Checkbox
          label={t('savings.perimeters.field.main')}
          description={t('savings.perimeters.field.mainHelp')}
          disabled={saved !== null}
          {...form.register('main')}
        />
      )}
    </ResourceFormDialog>
  );
}
