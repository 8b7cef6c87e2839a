import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import {
  downloadConfigsResource,
  type DownloadConfig,
  type DownloadVariable,
} from '../../../entities/transfers/downloadsApi';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
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

/** The codes of a refused POST or PUT download-configs that concern one field. */
const CONFIG_SERVER_FIELDS: ServerFieldTable<keyof ConfigFormValues> = {
  INVALID_NAME: { field: 'title' },
  PROJECT_NOT_FOUND: { field: 'projectId' },
};

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
  const create = downloadConfigsResource.useCreate();
  const update = downloadConfigsResource.useUpdate();
  const structure = useQuery(structureChoicesQuery());
  const [confirmingClose, setConfirmingClose] = useState(false);
  const renaming = request.mode === 'rename' ? request.config : null;
  const variables = renaming ? renaming.variables : request.mode === 'save' ? request.variables : [];
  const { form, draft, submit, saveError, cancel, blocker } = useResourceForm<ConfigFormValues, ConfigFormOutput>({
    formId: renaming ? `download-config-${renaming.id}` : 'download-config-new',
    schema: configFormSchema,
    defaultValues: renaming
      ? { title: renaming.title, projectId: renaming.projectId }
      : { title: '', projectId: request.mode === 'save' ? (request.projectId ?? null) : null },
    serverFields: CONFIG_SERVER_FIELDS,
    save: (values) =>
      renaming
        ? update.mutateAsync({
            id: renaming.id,
            input: {
              ...values,
              variables: renaming.variables,
              sampling: renaming.sampling,
              samplingUnit: renaming.samplingUnit,
            },
          })
        : create.mutateAsync(configPayload(values, variables, request.mode === 'save' ? request.sampling : 'auto')),
    onSaved: onDone,
  });
  const { attachForm } = draft;
  const { errors, isDirty, isSubmitting } = form.formState;
  const text = useFieldErrorText((message) => (isFormErrorId(message) ? t(message, { length: 200 }) : message));
  const noVariables = variables.length === 0;

  const heading = renaming
    ? t('selfService.configs.renameTitle', { title: renaming.title })
    : t('selfService.configs.saveTitle');
  const close = () => (isDirty ? setConfirmingClose(true) : onDone());

  return (
    <Modal opened onClose={close} title={heading} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form ref={attachForm} noValidate aria-label={heading} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">{t('selfService.configs.variableCount', { count: variables.length })}</Text>
          {noVariables && !renaming ? (
            <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
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
          <DraftNotice draft={draft} />
          {saveError ? <SaveFailure error={saveError} sentence={(reason) => reason} /> : null}
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
          cancel();
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
