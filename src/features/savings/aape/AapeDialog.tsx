import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  aapeResource,
  COMMITMENT_MODALITIES,
  COMMITMENT_TYPES,
  PER_TYPES,
  type Aape,
} from '../../../entities/savings/api';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { FormDateField } from '../../../ui/DateField/FormDateField';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import {
  AAPE_SERVER_FIELDS,
  aapeFormDefaults,
  aapeFormSchema,
  aapeWriteOf,
  type AapeFormOutput,
  type AapeFormValues,
} from './aapeForm';
import { COMMITMENT_MODALITY_MESSAGES, COMMITMENT_TYPE_MESSAGES, PER_TYPE_MESSAGES } from './aapeLabels';
import { useAapeFieldError } from './useAapeFieldError';

export interface AapeDialogProps {
  projectId: number;
  /** The AAPE to edit; null to create one. */
  aape: Aape | null;
  onClose: () => void;
  /** After a save, with the AAPE as the server answered it. */
  onSaved: (aape: Aape) => void;
}

/** The draft's form id: one for a new AAPE of the project, one per edited AAPE. */
export const aapeFormId = (projectId: number, aape: Aape | null) =>
  aape ? `savings-aape-${aape.id}` : `savings-aape-new-${projectId}`;

type ChoiceField = 'commitment_type' | 'commitment_modality' | 'per_type';
type TextField = 'number' | 'follow_up_end_date' | 'exceptional_end_date' | 'bonus_percentage' | 'malus_percentage';

/**
 * Create or edit an AAPE (issue 17 item 2, spec 001 §3, §7 POST aape, PUT aape/{id}) with the form
 * kit: one zod form in a dialog; a refused save keeps every field, a server code lands on its field
 * (AAPE_SERVER_FIELDS) or beside Save; what is typed is a draft that a reload finds again; leaving
 * the page with unsaved changes asks first.
 */
export function AapeDialog({ projectId, aape, onClose, onSaved }: AapeDialogProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const fieldError = useAapeFieldError();
  const create = aapeResource.useCreate();
  const update = aapeResource.useUpdate();
  const state = useResourceForm<AapeFormValues, AapeFormOutput, Aape>({
    formId: aapeFormId(projectId, aape),
    schema: aapeFormSchema,
    defaultValues: aapeFormDefaults(aape, locale),
    serverFields: AAPE_SERVER_FIELDS,
    save: (output) => {
      const input = aapeWriteOf(output, projectId, aape);
      return aape ? update.mutateAsync({ id: aape.id, input }) : create.mutateAsync(input);
    },
    onSaved,
    mode: 'onTouched',
  });
  const { form } = state;
  const { errors } = form.formState;
  const name = t('savings.name.short');
  const title = aape
    ? t('savings.aape.dialog.editTitle', { name, number: aape.number })
    : t('savings.aape.dialog.createTitle', { name });

  const choice = (
    field: ChoiceField,
    label: string,
    values: readonly string[],
    messages: Record<string, MessageId>,
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control, fieldState }) => (
        <Select
          label={label}
          required
          allowDeselect={false}
          data={values.map((value) => ({ value, label: t(messages[value] ?? 'savings.aape.error.invalid') }))}
          value={control.value === '' ? null : control.value}
          onChange={(value) => control.onChange(value ?? '')}
          onBlur={control.onBlur}
          ref={control.ref}
          name={control.name}
          error={fieldError(fieldState.error?.message)}
        />
      )}
    />
  );

  const text = (
    field: TextField,
    label: string,
    props: { type?: string; inputMode?: 'decimal' | 'numeric'; description?: string } = {},
  ) => <TextInput label={label} error={fieldError(errors[field]?.message)} {...props} {...form.register(field)} />;

  return (
    <ResourceFormDialog
      state={state}
      title={title}
      onClose={onClose}
      size="xl"
      centered
      submitLabel={t(aape ? 'common.save' : 'common.create')}
      failure={{ title: t('savings.aape.dialog.saveFailed') }}
      leaveTexts={{
        title: t('savings.aape.leave.title'),
        message: t('savings.aape.leave.message', { name }),
        confirm: t('savings.aape.leave.confirm'),
        stay: t('savings.aape.leave.stay'),
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {text('number', t('savings.aape.field.number'), {
          inputMode: 'numeric',
          ...(aape ? {} : { description: t('savings.aape.field.numberHint') }),
        })}
        <TextInput
          label={t('savings.aape.field.name')}
          required
          error={fieldError(errors.name?.message)}
          style={{ gridColumn: 'span 2' }}
          {...form.register('name')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {choice('commitment_type', t('savings.aape.field.commitmentType'), COMMITMENT_TYPES, COMMITMENT_TYPE_MESSAGES)}
        {choice(
          'commitment_modality',
          t('savings.aape.field.commitmentModality'),
          COMMITMENT_MODALITIES,
          COMMITMENT_MODALITY_MESSAGES,
        )}
        {choice('per_type', t('savings.aape.field.perType'), PER_TYPES, PER_TYPE_MESSAGES)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormDateField
          kind="date"
          control={form.control}
          name="follow_up_end_date"
          label={t('savings.aape.field.followUpEnd')}
          error={fieldError(errors.follow_up_end_date?.message)}
        />
        <FormDateField
          kind="date"
          control={form.control}
          name="exceptional_end_date"
          label={t('savings.aape.field.exceptionalEnd')}
          error={fieldError(errors.exceptional_end_date?.message)}
        />
        {text('bonus_percentage', t('savings.aape.field.bonus'), { inputMode: 'decimal' })}
        {text('malus_percentage', t('savings.aape.field.malus'), { inputMode: 'decimal' })}
      </SimpleGrid>
      <Textarea
        label={t('savings.aape.field.comments')}
        // Not autosize: Mantine's autosize listens to document.fonts, which not every browser has.
        rows={3}
        resize="vertical"
        {...form.register('comments')}
      />
    </ResourceFormDialog>
  );
}
