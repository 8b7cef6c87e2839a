import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch, type Path, type PathValue } from 'react-hook-form';
import { scheduledReportsResource, type ScheduledReport } from '../../../entities/reports/scheduledReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog, useConfirm } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { ReportGraphsFields } from '../shared/ReportGraphsFields';
import { ContactField } from './ContactField';
import { NextSendDates } from './NextSendDates';
import { RecurrenceFields } from './RecurrenceFields';
import {
  firstMonthChoices,
  scheduledFormDefaults,
  scheduledFormSchema,
  type ScheduledFormOutput,
  type ScheduledFormValues,
} from './scheduledForm';
import { SCHEDULED_SERVER_FIELDS, useScheduledFieldError } from './scheduledServerErrors';

export interface ScheduledReportDialogProps {
  /** The report edited; null for a new one. */
  report: ScheduledReport | null;
  onClose: () => void;
}

/**
 * Create or edit a scheduled report (spec 001 §3 "Automatic report", §7 POST and PUT
 * scheduled-reports): what it shows (project, dashboard, graphs), whom it goes to, and when
 * (spec 000 §3 recurrence), with the next five sendings read live as the rule changes. A refused
 * save keeps every field and says why next to the field concerned; what is typed is a draft.
 */
export function ScheduledReportDialog({ report, onClose }: ScheduledReportDialogProps) {
  const t = useMessage();
  const fieldError = useScheduledFieldError();
  const confirm = useConfirm();
  const create = scheduledReportsResource.useCreate();
  const update = scheduledReportsResource.useUpdate();
  const [now] = useState(() => new Date());
  // Leaving the page asks first; the draft keeps what is typed for a reload.
  const { form, draft, submit, saveError, blocker, ...state } = useResourceForm<
    ScheduledFormValues,
    ScheduledFormOutput,
    ScheduledReport
  >({
    formId: report ? `scheduled-report-${report.id}` : 'scheduled-report-new',
    schema: scheduledFormSchema,
    defaultValues: scheduledFormDefaults(report, now),
    mode: 'onTouched',
    serverFields: SCHEDULED_SERVER_FIELDS,
    save: (payload) => (report ? update.mutateAsync({ id: report.id, input: payload }) : create.mutateAsync(payload)),
    onSaved: onClose,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;
  const [projectId, dashboardId, graphIds, frequency, daysOfMonth, firstMonth] = useWatch({
    control: form.control,
    name: ['projectId', 'dashboardId', 'graphIds', 'frequency', 'daysOfMonth', 'firstMonth'],
  });
  const title = report ? t('report.scheduled.editTitle', { name: report.reportName }) : t('report.scheduled.addTitle');

  const set = <K extends Path<ScheduledFormValues>>(name: K, value: PathValue<ScheduledFormValues, K>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const cancel = async () => {
    const discard =
      !isDirty ||
      (await confirm({
        title: t('report.scheduled.discard.title'),
        message: t('report.scheduled.discard.message'),
        confirmLabel: t('report.scheduled.discard.confirm'),
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
          <ReportGraphsFields
            idPrefix="scheduled"
            value={{ project: projectId, dashboard: dashboardId, graphs: graphIds }}
            onChange={(next) => {
              if (next.project !== projectId) set('projectId', next.project);
              if (next.dashboard !== dashboardId) set('dashboardId', next.dashboard);
              set('graphIds', next.graphs);
            }}
            errors={{
              project: fieldError(errors.projectId?.message),
              dashboard: fieldError(errors.dashboardId?.message),
              graphs: fieldError(errors.graphIds?.message),
            }}
            disabled={isSubmitting}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('report.scheduled.field.reportName')}
              required
              disabled={isSubmitting}
              error={fieldError(errors.reportName?.message)}
              {...form.register('reportName')}
            />
            <TextInput
              label={t('report.scheduled.field.reportTitle')}
              description={t('report.scheduled.field.reportTitleHelp')}
              disabled={isSubmitting}
              {...form.register('reportTitle')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="contactId"
            render={({ field, fieldState }) => (
              <ContactField
                projectId={projectId}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
                disabled={isSubmitting}
              />
            )}
          />
          <RecurrenceFields
            frequency={frequency}
            onFrequencyChange={(value) => set('frequency', value)}
            daysOfMonth={daysOfMonth}
            onDaysChange={(days) => set('daysOfMonth', days)}
            firstMonth={firstMonth}
            onFirstMonthChange={(month) => set('firstMonth', month)}
            monthChoices={firstMonthChoices(now)}
            daysError={fieldError(errors.daysOfMonth?.message)}
            firstMonthError={fieldError(errors.firstMonth?.message)}
            disabled={isSubmitting}
          />
          <NextSendDates frequency={frequency} daysOfMonth={daysOfMonth} firstMonth={firstMonth} now={now} />
          <DraftNotice draft={draft} />
          {saveError ? <SaveFailure title={t('report.scheduled.saveFailed')} error={saveError} /> : null}
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
        title={t('report.scheduled.discard.title')}
        message={t('report.scheduled.discard.message')}
        confirmLabel={t('report.scheduled.discard.confirm')}
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
