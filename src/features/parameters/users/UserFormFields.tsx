import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useMessage } from '../../../i18n/useMessage';
import { PARTNER_EMAIL_DOMAIN, PROVIDER_EMAIL_DOMAIN } from '../../../entities/users/userEmail';
import type { UserCreate } from '../../../entities/users/usersApi';
import type { UserFormValues } from './userFormSchema';
import type { UserChoices } from './useUserChoices';
import { useUserFieldErrorText } from './useUserFieldErrorText';
import { USER_TYPES } from './usersListSearch';

export interface UserFormFieldsProps {
  form: UseFormReturn<UserFormValues, unknown, UserCreate>;
  choices: Pick<UserChoices, 'roles' | 'clients'>;
  readOnly: boolean;
}

/** The user's fields (spec 001 §3 User): e-mail, names, role, type and, for an external user, the client. */
export function UserFormFields({ form, choices, readOnly }: UserFormFieldsProps) {
  const t = useMessage();
  const errorText = useUserFieldErrorText();
  const { control, register, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });
  const external = type === 'external';
  return (
    <Stack gap="md">
      <TextInput
        label={t('parameters.users.form.email')}
        // The error names the domains too: it takes the hint's place, so that the fields below
        // barely move when it appears (a click on the next field must land where it was aimed).
        description={
          errors.email
            ? undefined
            : t('parameters.users.form.emailHint', { provider: PROVIDER_EMAIL_DOMAIN, partner: PARTNER_EMAIL_DOMAIN })
        }
        type="email"
        autoComplete="off"
        required={!readOnly}
        readOnly={readOnly}
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('parameters.users.form.firstName')}
          autoComplete="off"
          readOnly={readOnly}
          {...register('firstName')}
        />
        <TextInput
          label={t('parameters.users.form.lastName')}
          autoComplete="off"
          readOnly={readOnly}
          {...register('lastName')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="roleId"
        render={({ field, fieldState }) => (
          <Select
            label={t('parameters.users.form.role')}
            required={!readOnly}
            readOnly={readOnly}
            data={choices.roles}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            allowDeselect={false}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) =>
          readOnly ? (
            <TextInput
              label={t('parameters.users.form.type')}
              readOnly
              name={field.name}
              value={t(`parameters.users.type.${field.value}`)}
            />
          ) : (
            <Radio.Group
              label={t('parameters.users.form.type')}
              required
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // The client's requirement follows the type: say it, or take it back, at once.
                if (formState.isSubmitted || errors.clientId) void form.trigger('clientId');
              }}
            >
              <Group gap="lg" mt={6}>
                {USER_TYPES.map((value) => (
                  <Radio key={value} value={value} label={t(`parameters.users.type.${value}`)} />
                ))}
              </Group>
            </Radio.Group>
          )
        }
      />
      <Controller
        control={control}
        name="clientId"
        render={({ field, fieldState }) => (
          <Select
            label={t('parameters.users.form.client')}
            description={t(external ? 'parameters.users.form.clientHint' : 'parameters.users.form.clientInternal')}
            required={external && !readOnly}
            readOnly={readOnly}
            disabled={!external && !readOnly}
            data={choices.clients}
            name={field.name}
            value={external ? field.value : null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            searchable
            clearable
            error={external ? errorText(fieldState.error?.message) : undefined}
          />
        )}
      />
    </Stack>
  );
}
