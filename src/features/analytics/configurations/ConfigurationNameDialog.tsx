import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../api/apiError';
import { useMessage } from '../../../i18n/useMessage';
import { useIntl } from 'react-intl';
import { SaveFailure } from '../../../ui/forms/SaveFailure';
import {
  configurationNameSchema,
  type ConfigurationNameOutput,
  type ConfigurationNameValues,
} from './configurationNameForm';

export interface ConfigurationNameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  /** Saves under the name; a rejection keeps the dialog open with the name typed. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks a configuration's name, to save the inputs or rename a saved one (react-hook-form + zod).
 * A refused save keeps the name and says why; INVALID_NAME lands on the field.
 */
export function ConfigurationNameDialog({
  title,
  submitLabel,
  initialName,
  onSubmit,
  onClose,
}: ConfigurationNameDialogProps) {
  const t = useMessage();
  const intl = useIntl();
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<ConfigurationNameValues, unknown, ConfigurationNameOutput>({
    resolver: zodResolver(configurationNameSchema),
    defaultValues: { name: initialName },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const nameError = errors.name?.message;
  const submit = form.handleSubmit(async ({ name }) => {
    setSaveError(null);
    try {
      await onSubmit(name);
    } catch (error) {
      setSaveError(error);
      if (isApiError(error) && error.has('INVALID_NAME'))
        form.setError('name', { type: 'server', message: 'error.INVALID_NAME' });
      // Other refusals (a missing variable, a bad period) are the inputs', told by SaveFailure.
      return;
    }
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label={t('analytics.configurations.name')}
            required
            data-autofocus
            error={nameError ? intl.formatMessage({ id: nameError }) : undefined}
            {...form.register('name')}
          />
          {saveError ? <SaveFailure title={t('analytics.configurations.saveFailed')} error={saveError} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
