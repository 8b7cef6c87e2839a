import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { bexReportsResource, BEX_REPORT_STATUSES, type BexReport } from '../../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../../i18n/useMessage';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { FormDateField } from '../../../../ui/DateField/FormDateField';
import { DraftNotice } from '../../../../navigation/forms/DraftNotice';
import { useResourceForm } from '../../../../navigation/forms/useResourceForm';
import { useErrorText } from '../../../../ui/useErrorText';
import { ProjectSelect } from '../ProjectSelect';
import { useCpeFieldText } from '../useCpeFieldText';
import {
  CPE_REPORT_FIELD_OF_CODE,
  cpeReportFormSchema,
  cpeReportPayloadOf,
  type CpeReportFormOutput,
  type CpeReportFormValues,
} from './cpeReportForm';

const isStatus = (value: string | null) => BEX_REPORT_STATUSES.find((status) => status === value);

export interface CpeReportFormProps {
  /** The report edited; null creates one. */
  report: BexReport | null;
  defaultValues: CpeReportFormValues;
  readOnly: boolean;
  onSaved: (report: BexReport) => void;
  onCancel: () => void;
}

/**
 * Create (POST bex-reports, type cpe) or edit (PUT bex-reports/{id}) a CPE report. Nothing invalid
 * is sent; a refused save keeps every field and puts PROJECT_NOT_FOUND, INVALID_NAME or
 * INVALID_PERIOD on its field; what is typed survives a reload as a draft; leaving with unsaved
 * changes asks first.
 */
export function CpeReportForm({ report, defaultValues, readOnly, onSaved, onCancel }: CpeReportFormProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldText = useCpeFieldText();
  const create = bexReportsResource.useCreate();
  const update = bexReportsResource.useUpdate();
  const { form, draft, submit, saveError, blocker, cancel } = useResourceForm<
    CpeReportFormValues,
    CpeReportFormOutput,
    BexReport
  >({
    formId: report ? `cpe-report-${report.id}` : 'cpe-report-new',
    schema: cpeReportFormSchema,
    defaultValues,
    serverFields: CPE_REPORT_FIELD_OF_CODE,
    save: (values) => {
      const input = cpeReportPayloadOf(values);
      return report ? update.mutateAsync({ id: report.id, input }) : create.mutateAsync(input);
    },
    onSaved,
    leaveGuard: !readOnly,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        ref={attachForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t(report ? 'cpeReport.form.editLabel' : 'cpeReport.form.newLabel')}
      >
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Controller
              control={form.control}
              name="projectId"
              render={({ field }) => (
                <ProjectSelect
                  label={t('cpeReport.field.project')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  required
                  disabled={readOnly}
                  error={fieldText(errors.projectId?.message)}
                />
              )}
            />
            {/* Whole days, the last one included, as the list, the report and its PDF say them. */}
            <Group component="fieldset" gap="sm" align="flex-start" p={0} m={0} style={{ border: 0 }}>
              <Text component="legend" size="sm" fw={500} p={0} mb={4}>
                {t('cpeReport.field.period')}
              </Text>
              <FormDateField
                kind="date"
                control={form.control}
                name="firstDay"
                deps={['lastDay']}
                label={t('cpeReport.field.firstDay')}
                required
                error={fieldText(errors.firstDay?.message)}
              />
              <FormDateField
                kind="date"
                control={form.control}
                name="lastDay"
                label={t('cpeReport.field.lastDay')}
                required
                error={fieldText(errors.lastDay?.message)}
              />
            </Group>
            <TextInput
              label={t('cpeReport.field.name')}
              required
              autoComplete="off"
              {...form.register('name')}
              error={fieldText(errors.name?.message)}
            />
            <TextInput label={t('cpeReport.field.title')} autoComplete="off" {...form.register('title')} />
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  label={t('cpeReport.field.status')}
                  data={BEX_REPORT_STATUSES.map((status) => ({
                    value: status,
                    label: t(`cpeReport.status.${status}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(isStatus(value) ?? field.value)}
                  allowDeselect={false}
                  disabled={readOnly}
                  w={220}
                />
              )}
            />
            <Textarea label={t('cpeReport.field.comments')} rows={3} resize="vertical" {...form.register('comments')} />
            <Text size="sm" c="dimmed">
              {t('cpeReport.form.figuresHint')}
            </Text>
            <DraftNotice draft={draft} />
            {saveError ? (
              <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
                {t('cpeReport.saveFailed', { reason: errorText(saveError) })}
              </Text>
            ) : null}
            {readOnly ? null : (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" disabled={isSubmitting} onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {t(report ? 'common.save' : 'cpeReport.form.create')}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('cpeReport.leave.title')}
        message={t('cpeReport.leave.message')}
        confirmLabel={t('cpeReport.leave.confirm')}
        cancelLabel={t('cpeReport.leave.stay')}
        danger
        onConfirm={() => {
          cancel();
          blocker.leave();
        }}
        onCancel={blocker.stay}
      />
    </Paper>
  );
}
