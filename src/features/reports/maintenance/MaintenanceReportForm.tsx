import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { BEX_REPORT_STATUSES, bexReportsResource, type BexReport } from '../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDateTime } from '../../../lib/dateFormat';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import { resolveDateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { useErrorText } from '../../../ui/useErrorText';
import {
  MAINTENANCE_SERVER_FIELDS,
  maintenanceFormSchema,
  maintenancePayload,
  maintenanceValuesOf,
  type MaintenanceFormValues,
} from './maintenanceForm';
import { ProjectSelect } from './ProjectSelect';
import { useFieldErrorText } from './useFieldErrorText';

function periodText(value: MaintenanceFormValues['period']) {
  const { start, end } = resolveDateRangeValue(value, new Date());
  return { start: formatDateTime(start), end: formatDateTime(end) };
}

const isStatus = (value: string | null) => BEX_REPORT_STATUSES.find((status) => status === value);

export interface MaintenanceReportFormProps {
  /** The report being edited; none to create one. */
  report?: BexReport;
  defaultValues: MaintenanceFormValues;
  readOnly: boolean;
  onSaved: (report: BexReport, created: boolean) => void;
  onCancel: () => void;
}

/**
 * Create or edit a maintenance report (spec 001 §2 bexrapports): react-hook-form over the zod
 * schema the tests use (maintenanceForm.ts). Nothing invalid is sent; a refused save puts its code
 * on the field it concerns (a name, the project, the period) or says it beside Save, and keeps
 * every field; leaving with unsaved changes asks first. The server runs the checks on save.
 */
export function MaintenanceReportForm({
  report,
  defaultValues,
  readOnly,
  onSaved,
  onCancel,
}: MaintenanceReportFormProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const create = bexReportsResource.useCreate();
  const update = bexReportsResource.useUpdate();
  const { form, draft, submit, saveError, blocker, cancel } = useResourceForm<
    MaintenanceFormValues,
    MaintenanceFormValues,
    BexReport
  >({
    formId: report ? `maintenance-report-${report.id}` : 'maintenance-report-new',
    schema: maintenanceFormSchema,
    defaultValues,
    mode: 'onTouched',
    serverFields: MAINTENANCE_SERVER_FIELDS,
    save: (values) => {
      const input = maintenancePayload(values);
      return report ? update.mutateAsync({ id: report.id, input }) : create.mutateAsync(input);
    },
    // An edited report shows what the server kept; a new one opens its own page.
    ...(report ? { savedValues: maintenanceValuesOf } : {}),
    onSaved: (saved) => onSaved(saved, !report),
    leaveGuard: !readOnly,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;

  const periodError = fieldError(errors.period?.message);
  return (
    <form
      ref={attachForm}
      noValidate
      aria-label={t(report ? 'maintenanceReport.form.edit' : 'maintenanceReport.form.create')}
      onSubmit={(event) => {
        if (readOnly) event.preventDefault();
        else void submit(event);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="projectId"
            render={({ field }) => (
              <ProjectSelect
                label={t('maintenanceReport.field.project')}
                placeholder={t('maintenanceReport.field.projectChoose')}
                required={!readOnly}
                readOnly={readOnly}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(errors.projectId?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('maintenanceReport.field.status')}
                readOnly={readOnly}
                allowDeselect={false}
                data={BEX_REPORT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`maintenanceReport.status.${status}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(isStatus(value) ?? field.value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <TextInput
            label={t('maintenanceReport.field.name')}
            required={!readOnly}
            readOnly={readOnly}
            {...form.register('name')}
            error={fieldError(errors.name?.message)}
          />
          <TextInput
            label={t('maintenanceReport.field.title')}
            readOnly={readOnly}
            {...form.register('title')}
            error={fieldError(errors.title?.message)}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="period"
          render={({ field }) =>
            readOnly ? (
              <Text size="sm">{t('maintenanceReport.field.periodReadOnly', periodText(field.value))}</Text>
            ) : (
              <Stack gap={4}>
                <DateRangePicker
                  handsOverInvalid
                  label={t('maintenanceReport.field.period')}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    field.onBlur();
                  }}
                />
                {periodError ? (
                  <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
                    {periodError}
                  </Text>
                ) : null}
              </Stack>
            )
          }
        />
        <Textarea
          label={t('maintenanceReport.field.comments')}
          readOnly={readOnly}
          rows={3}
          {...form.register('comments')}
          error={fieldError(errors.comments?.message)}
        />
        {!readOnly ? (
          <Text size="sm" c="dimmed">
            {t('maintenanceReport.form.checksNote')}
          </Text>
        ) : null}
        <DraftNotice draft={draft} />
        {saveError ? (
          <Alert color="red" role="alert" title={t('maintenanceReport.saveFailed')}>
            {errorText(saveError)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {isDirty && !readOnly ? (
            <Text role="status" size="sm" c="dimmed" mr="auto">
              {t('maintenanceReport.form.unsaved')}
            </Text>
          ) : null}
          <Button variant="default" disabled={isSubmitting} onClick={onCancel}>
            {t(readOnly ? 'maintenanceReport.backToList' : 'common.cancel')}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={isSubmitting}>
              {t(report ? 'maintenanceReport.save' : 'maintenanceReport.create')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('maintenanceReport.leave.title')}
        message={t('maintenanceReport.leave.message')}
        confirmLabel={t('maintenanceReport.leave.confirm')}
        cancelLabel={t('maintenanceReport.leave.stay')}
        danger
        onConfirm={() => {
          // Leaving drops what was typed: the draft too.
          cancel();
          blocker.leave();
        }}
        onCancel={blocker.stay}
      />
    </form>
  );
}
