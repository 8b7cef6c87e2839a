import { Grid, Select, Stack, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ListPage } from '../../../api/listPage';
import type { QueryRegion } from '../../../api/queryRegion';
import type { AlertLevelName, AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { Contact } from '../../../entities/users/contactsApi';
import { useMessage } from '../../../i18n/useMessage';
import { ActivationParametersFields } from './ActivationParametersFields';
import { MAX_NAME_LENGTH, type AlertFormOutput, type AlertFormValues } from './alertFormSchema';
import { ContactsField } from './ContactsField';
import { fieldDomId, useAlertFieldError } from './useAlertFieldError';

export interface GeneralParametersTabProps {
  form: UseFormReturn<AlertFormValues, unknown, AlertFormOutput>;
  types: readonly AlertTypeName[];
  levels: readonly AlertLevelName[];
  contacts: QueryRegion<ListPage<Contact>>;
  knownContacts: readonly Pick<Contact, 'id' | 'name' | 'email'>[];
  /** The backtest of the thresholds (Part of the same tab, beside them). */
  backtest: ReactNode;
  readOnly: boolean;
}

/**
 * spec 000 §2 "general parameters": name, type, level, the activation parameters of the type
 * (spec 000 §3, §5) with the backtest beside them, and the notified contacts.
 */
export function GeneralParametersTab(props: GeneralParametersTabProps) {
  const { form, types, levels, readOnly } = props;
  const t = useMessage();
  const errorText = useAlertFieldError();
  const { control, register, formState } = form;
  const variables = useWatch({ control, name: 'alertVariables' });
  const clientId = useWatch({ control, name: 'clientId' });
  const unit = variables[0]?.unitName ?? null;

  return (
    <Stack gap="lg">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            id={fieldDomId('name')}
            label={t('alertEditor.name')}
            required={!readOnly}
            readOnly={readOnly}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
            error={errorText(formState.errors.name?.message)}
            {...register('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                id={fieldDomId('type')}
                label={t('alertEditor.type')}
                required={!readOnly}
                readOnly={readOnly}
                allowDeselect={false}
                placeholder={t('alertEditor.choose')}
                data={types.map((type) => ({ value: type, label: t(`alertType.${type}`) }))}
                ref={field.ref}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // The variables' rule (one or several) and the parameters depend on the type.
                  if (formState.isSubmitted) void form.trigger();
                }}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Controller
            control={control}
            name="level"
            render={({ field, fieldState }) => (
              <Select
                id={fieldDomId('level')}
                label={t('alertEditor.level')}
                required={!readOnly}
                readOnly={readOnly}
                allowDeselect={false}
                placeholder={t('alertEditor.choose')}
                data={levels.map((level) => ({ value: level, label: t(`alertLevel.${level}`) }))}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        </Grid.Col>
      </Grid>

      <section aria-labelledby="alert-thresholds-title">
        <Title order={3} size="h5" id="alert-thresholds-title" mb="sm">
          {t('alertEditor.parameters.title')}
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <ActivationParametersFields form={form} unit={unit} readOnly={readOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>{props.backtest}</Grid.Col>
        </Grid>
      </section>

      <Controller
        control={control}
        name="contactIds"
        render={({ field, fieldState }) => (
          <ContactsField
            region={props.contacts}
            clientId={clientId}
            known={props.knownContacts}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errorText(fieldState.error?.message)}
            readOnly={readOnly}
          />
        )}
      />
    </Stack>
  );
}
