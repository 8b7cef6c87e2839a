import { Button, Drawer, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { reportsResource, type Report } from '../../../entities/reports/api';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { ReportGraphsFields, type ReportGraphsValue } from '../shared/ReportGraphsFields';
import { ReportPreview } from '../shared/ReportPreview';
import {
  reportFormDefaults,
  reportFormSchema,
  reportPeriodOf,
  REPORT_SERVER_FIELDS,
  type ReportFormOutput,
  type ReportFormValues,
} from './reportForm';
import { useReportFieldError } from './useReportFieldError';

export interface ReportFormProps {
  /** The report to edit; null for a new one. */
  report: Report | null;
  /** Closed without saving (after the user confirmed dropping changes, if any). */
  onClose: () => void;
  onSaved: (report: Report) => void;
}

/**
 * Creates or edits an on-demand report (spec 001 §3, §5, §7): project, dashboard and graphs, the
 * period with the shared picker (M-1 by default), name, title, description; the preview of the
 * chosen graphs under the form. Nothing invalid is sent; a refused save keeps every field and
 * puts the server's code on its field; leaving the page with changes asks first.
 */
export function ReportForm({ report, onClose, onSaved }: ReportFormProps) {
  const t = useMessage();
  const fieldError = useReportFieldError();
  // One clock for the picker, the preview and the body sent: M-1 means the same month in all three.
  const [now] = useState(() => new Date());
  const create = reportsResource.useCreate();
  const update = reportsResource.useUpdate();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const { form, draft, submit, saveError, blocker, cancel } = useResourceForm<
    ReportFormValues,
    ReportFormOutput,
    Report
  >({
    formId: report ? `report-${report.id}` : 'report-new',
    schema: reportFormSchema(() => now),
    defaultValues: reportFormDefaults(report),
    mode: 'onTouched',
    serverFields: REPORT_SERVER_FIELDS,
    save: (body) => (report ? update.mutateAsync({ id: report.id, input: body }) : create.mutateAsync(body)),
    onSaved,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty, isSubmitted } = form.formState;
  const [project, dashboard, graphs, period, title] = useWatch({
    control: form.control,
    name: ['project', 'dashboard', 'graphs', 'period', 'title'],
  });
  const structure = useQuery(structureChoicesQuery());
  const projectName = structure.data?.projects.find((one) => one.id === project)?.name;

  const setGraphs = (next: ReportGraphsValue) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    form.setValue('project', next.project, options);
    form.setValue('dashboard', next.dashboard, options);
    form.setValue('graphs', next.graphs, options);
  };

  const close = () => {
    cancel();
    onClose();
  };
  const requestClose = () => (isDirty ? setConfirmingClose(true) : close());

  const heading = report
    ? t('report.onDemand.form.editTitle', { name: report.name })
    : t('report.onDemand.form.newTitle');

  return (
    <Drawer
      opened
      onClose={requestClose}
      title={heading}
      position="right"
      size="xl"
      padding="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form ref={attachForm} noValidate aria-label={heading} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <DraftNotice draft={draft} />
          <ReportGraphsFields
            value={{ project, dashboard, graphs }}
            onChange={setGraphs}
            errors={{
              project: fieldError(errors.project?.message),
              dashboard: fieldError(errors.dashboard?.message),
              graphs: fieldError(errors.graphs?.message),
            }}
            disabled={isSubmitting}
            idPrefix="report-form"
          />
          <Controller
            control={form.control}
            name="period"
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                <DateRangePicker
                  handsOverInvalid
                  value={field.value}
                  now={now}
                  label={t('report.onDemand.form.period')}
                  onChange={(value) => field.onChange(value)}
                />
                {fieldState.error ? (
                  <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
                    {fieldError(fieldState.error.message)}
                  </Text>
                ) : null}
              </Stack>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('report.onDemand.form.name')}
              description={t('report.onDemand.form.nameHint')}
              required
              disabled={isSubmitting}
              error={fieldError(errors.name?.message)}
              {...form.register('name')}
            />
            <TextInput
              label={t('report.onDemand.form.title')}
              description={t('report.onDemand.form.titleHint')}
              disabled={isSubmitting}
              {...form.register('title')}
            />
          </SimpleGrid>
          <Textarea
            label={t('report.onDemand.form.description')}
            rows={3}
            disabled={isSubmitting}
            {...form.register('description')}
          />
          {saveError ? <SaveFailure error={saveError} title={t('report.onDemand.form.saveFailed')} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={requestClose} disabled={isSubmitting}>
              {t('report.onDemand.form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {report ? t('report.onDemand.form.save') : t('report.onDemand.form.generate')}
            </Button>
          </Group>
          <ReportPreview
            dashboardId={dashboard}
            graphIds={graphs}
            period={reportPeriodOf(period, now)}
            title={title}
            projectName={projectName}
          />
        </Stack>
        <ConfirmDialog
          opened={blocker.blocked}
          title={t('report.onDemand.leave.title')}
          message={t('report.onDemand.leave.message')}
          confirmLabel={t('report.onDemand.leave.confirm')}
          cancelLabel={t('report.onDemand.leave.stay')}
          onConfirm={blocker.leave}
          onCancel={blocker.stay}
        />
        <ConfirmDialog
          opened={confirmingClose}
          title={t('report.onDemand.discard.title')}
          message={t('report.onDemand.discard.message')}
          confirmLabel={t('report.onDemand.discard.confirm')}
          cancelLabel={t('report.onDemand.leave.stay')}
          danger
          onConfirm={() => {
            setConfirmingClose(false);
            close();
          }}
          onCancel={() => setConfirmingClose(false)}
        />
      </form>
    </Drawer>
  );
}
