import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../../api/apiError';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import {
  downloadConfigsResource,
  type DownloadConfig,
  type DownloadVariable,
} from '../../../entities/transfers/downloadsApi';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useUnsavedChangesBlocker } from '../../../ui/forms/useUnsavedChangesBlocker';
import { useErrorText } from '../../../ui/useErrorText';
import {
  CONFIG_FORM_ERRORS,
  configFormSchema,
  configPayload,
  type ConfigFormOutput,
  type ConfigFormValues,
} from './configForm';
import type { SamplingChoice } from './exportForm';

export type ConfigDialogRequest =
  | { mode: 'save'; variables: DownloadVariable[]; sampling: SamplingChoice; projectId: number | undefined }
  | { mode: 'rename'; config: DownloadConfig };

const FORM_ERROR_IDS: readonly string[] = Object.values(CONFIG_FORM_ERRORS);
const isFormErrorId = (message: string): message is (typeof CONFIG_FORM_ERRORS)[keyof typeof CONFIG_FORM_ERRORS] =>
  FORM_ERROR_IDS.includes(message);

/**
 * Saves the current selection as a configuration (POST download-configs: title and project asked)
 * or renames one (PUT download-configs/{id}, the rest kept). A refused save keeps what was typed
 * and says why on the field; closing with changes asks first.
 */
export function ConfigTitleDialog({ request, onDone }: { request: ConfigDialogRequest; onDone: () => void }) {
  const t = useMessage();
  const errorText = useErrorText();
  const create = downloadConfigsResource.useCreate();
  const update = downloadConfigsResource.useUpdate();
  const structure = useQuery(structureChoicesQuery());
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const renaming = request.mode === 'rename' ? request.config : null;
  const variables = renaming ? renaming.variables : request.mode === 'save' ? request.variables : [];
  const form = useForm<ConfigFormValues, unknown, ConfigFormOutput>({
    resolver: zodResolver(configFormSchema),
    defaultValues: renaming
      ? { title: renaming.title, projectId: renaming.projectId }
      : { title: '', projectId: request.mode === 'save' ? (request.projectId ?? null) : null },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty && !isSubmitting);
  const text = (message: string | undefined) =>
    message === undefined ? undefined : isFormErrorId(message) ? t(message, { length: 200 }) : message;
  const noVariables = variables.length === 0;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (renaming) {
        await update.mutateAsync({
          id: renaming.id,
          input: {
            ...values,
            variables: renaming.variables,
            sampling: renaming.sampling,
            samplingUnit: renaming.samplingUnit,
          },
        });
      } else if (request.mode === 'save') {
        await create.mutateAsync(configPayload(values, request.variables, request.sampling));
      }
      form.reset(form.getValues());
      onDone();
    } catch (error) {
      const code = isApiError(error) ? error.code : '';
      if (code === 'INVALID_NAME') form.setError('title', { type: 'server', message: errorText(error) });
      else if (code === 'PROJECT_NOT_FOUND') form.setError('projectId', { type: 'server', message: errorText(error) });
      else setFailure(errorText(error));
    }
  });

  const heading = renaming
    ? t('selfService.configs.renameTitle', { title: renaming.title })
    : t('selfService.configs.saveTitle');
  const close = () => (isDirty ? setConfirmingClose(true) : onDone());

  return (
    <Modal opened onClose={close} title={heading} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form noValidate aria-label={heading} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">{t('selfService.configs.variableCount', { count: variables.length })}</Text>
          {noVariables && !renaming ? (
            <Text size="sm" c="red.9" role="alert">
              {t(CONFIG_FORM_ERRORS.variables)}
            </Text>
          ) : null}
          <TextInput
            label={t('selfService.configs.titleLabel')}
            required
            data-autofocus
            error={text(errors.title?.message)}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="projectId"
            render={({ field }) => (
              <Select
                label={t('selfService.configs.projectLabel')}
                required
                searchable
                disabled={renaming !== null}
                data={(structure.data?.projects ?? []).map((project) => ({
                  value: String(project.id),
                  label: project.name,
                }))}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                error={text(errors.projectId?.message)}
                nothingFoundMessage={t('selfService.configs.noProject')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {failure ? (
            <Text size="sm" c="red.9" role="alert">
              {failure}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={noVariables && !renaming}>
              {renaming ? t('selfService.configs.rename') : t('selfService.configs.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmingClose || blocker.blocked}
        title={t('selfService.configs.discard.title')}
        message={t('selfService.configs.discard.message')}
        confirmLabel={t('selfService.configs.discard.confirm')}
        danger
        onConfirm={() => {
          setConfirmingClose(false);
          if (blocker.blocked) blocker.leave();
          else onDone();
        }}
        onCancel={() => {
          setConfirmingClose(false);
          if (blocker.blocked) blocker.stay();
        }}
      />
    </Modal>
  );
}
