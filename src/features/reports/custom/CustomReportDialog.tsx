import { Button, Group, Input, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { customReportsResource, type CustomReport } from '../../../entities/reports/customReportsApi';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog, useConfirm } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { CustomGraphList } from './CustomGraphList';
import { customFormDefaults, customFormSchema, type CustomFormOutput, type CustomFormValues } from './customForm';
import { GraphPicker } from './GraphPicker';
import { useCustomFieldError } from './useCustomFieldError';

/** The server codes that concern one field of the form, and what the field then says. */
export const CUSTOM_SERVER_FIELDS: ServerFieldTable<'name'> = {
  INVALID_NAME: { field: 'name', message: 'report.custom.error.name' },
};

export interface CustomReportDialogProps {
  report: CustomReport | null;
  onClose: () => void;
}

/**
 * Create or edit a custom report template: the project, a name, an introduction, and graphs
 * chosen from any of the project's dashboards, in the order the user sets, each with a comment.
 * A refused save keeps every field; leaving with changes asks first; what is typed is a draft.
 */
export function CustomReportDialog({ report, onClose }: CustomReportDialogProps) {
  const t = useMessage();
  const fieldError = useFieldErrorText(useCustomFieldError());
  const confirm = useConfirm();
  const create = customReportsResource.useCreate();
  const update = customReportsResource.useUpdate();
  const structure = useQuery(structureChoicesQuery());
  const { form, draft, submit, saveError, blocker, ...state } = useResourceForm<
    CustomFormValues,
    CustomFormOutput,
    CustomReport
  >({
    formId: report ? `custom-report-${report.id}` : 'custom-report-new',
    schema: customFormSchema,
    defaultValues: customFormDefaults(report),
    mode: 'onTouched',
    serverFields: CUSTOM_SERVER_FIELDS,
    save: (payload) => (report ? update.mutateAsync({ id: report.id, input: payload }) : create.mutateAsync(payload)),
    onSaved: onClose,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;
  const [projectId, graphs] = useWatch({ control: form.control, name: ['projectId', 'graphs'] });
  const title = report ? t('report.custom.editTitle', { name: report.name }) : t('report.custom.addTitle');
  const setGraphs = (next: CustomFormValues['graphs']) =>
    form.setValue('graphs', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const cancel = async () => {
    const discard =
      !isDirty ||
      (await confirm({
        title: t('report.custom.discard.title'),
        message: t('report.custom.discard.message'),
        confirmLabel: t('report.custom.discard.confirm'),
        danger: true,
      }));
    if (!discard) return;
    state.cancel();
    onClose();
  };

  return (
    <Modal
      opened
      onClose={() => void cancel()}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xl"
      centered
    >
      <form ref={attachForm} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Group gap="md" grow align="start">
            <Controller
              control={form.control}
              name="projectId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('report.custom.field.project')}
                  placeholder={t('report.custom.picker.choose')}
                  required
                  searchable
                  disabled={isSubmitting || structure.isPending}
                  data={(structure.data?.projects ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => {
                    const next = value === null ? null : Number(value);
                    // The graphs belong to the project's dashboards: another project starts them over.
                    if (next !== field.value) setGraphs([]);
                    field.onChange(next);
                  }}
                  onBlur={field.onBlur}
                  error={fieldError(fieldState.error?.message)}
                />
              )}
            />
            <TextInput
              label={t('report.custom.field.name')}
              required
              disabled={isSubmitting}
              error={fieldError(errors.name?.message)}
              {...form.register('name')}
            />
          </Group>
          <Textarea
            label={t('report.custom.field.introduction')}
            description={t('report.custom.field.introductionHelp')}
            rows={3}
            resize="vertical"
            disabled={isSubmitting}
            {...form.register('introduction')}
          />
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Input.Label component="legend" required p={0}>
              {t('report.custom.field.graphs')}
            </Input.Label>
            <GraphPicker
              projectId={projectId}
              chosen={graphs.map((graph) => graph.graphId)}
              onAdd={(graph) => setGraphs([...graphs, graph])}
              disabled={isSubmitting}
            />
            <CustomGraphList graphs={graphs} onChange={setGraphs} disabled={isSubmitting} />
            {errors.graphs ? (
              <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
                {fieldError(errors.graphs.message ?? errors.graphs.root?.message)}
              </Text>
            ) : null}
          </Stack>
          <DraftNotice draft={draft} />
          {saveError ? <SaveFailure title={t('report.custom.saveFailed')} error={saveError} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={isSubmitting} onClick={() => void cancel()}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(report ? 'common.save' : 'common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('report.custom.discard.title')}
        message={t('report.custom.discard.message')}
        confirmLabel={t('report.custom.discard.confirm')}
        danger
        onConfirm={() => {
          state.cancel();
          blocker.leave();
        }}
        onCancel={blocker.stay}
      />
    </Modal>
  );
}
