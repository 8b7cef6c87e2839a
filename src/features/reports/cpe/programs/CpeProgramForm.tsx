import { Button, Grid, Group, MultiSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { cpeProgramsResource, type CpeProgram } from '../../../../entities/reports/cpeProgramsApi';
import { useMessage } from '../../../../i18n/useMessage';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../../navigation/forms/DraftNotice';
import { useResourceForm } from '../../../../navigation/forms/useResourceForm';
import { useErrorText } from '../../../../ui/useErrorText';
import { useRecipients } from '../../shared/recipients';
import { ProjectSelect } from '../ProjectSelect';
import { useCpeFieldText } from '../useCpeFieldText';
import {
  CPE_PROGRAM_FIELD_OF_CODE,
  cpeProgramFormSchema,
  cpeProgramPayloadOf,
  upcomingSendDates,
  type CpeProgramFormOutput,
  type CpeProgramFormValues,
} from './cpeProgramForm';
import { NextSendDates } from './NextSendDates';
import { RecurrenceInputs } from './RecurrenceInputs';

export interface CpeProgramFormProps {
  program: CpeProgram | null;
  defaultValues: CpeProgramFormValues;
  readOnly: boolean;
  onSaved: (program: CpeProgram) => void;
  onCancel: () => void;
}

/**
 * Create (POST cpe-programs) or edit (PUT cpe-programs/{id}) a program, with the next five sending
 * days beside the recurrence as it is typed. Nothing invalid is sent; a refused save keeps every
 * field and puts its code on the field; drafts survive a reload; leaving unsaved asks first.
 */
export function CpeProgramForm({ program, defaultValues, readOnly, onSaved, onCancel }: CpeProgramFormProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const fieldText = useCpeFieldText();
  const create = cpeProgramsResource.useCreate();
  const update = cpeProgramsResource.useUpdate();
  const [now] = useState(() => new Date());
  const { form, draft, submit, saveError, blocker, cancel } = useResourceForm<
    CpeProgramFormValues,
    CpeProgramFormOutput,
    CpeProgram
  >({
    formId: program ? `cpe-program-${program.id}` : 'cpe-program-new',
    schema: cpeProgramFormSchema,
    defaultValues,
    serverFields: CPE_PROGRAM_FIELD_OF_CODE,
    save: (values) => {
      const input = cpeProgramPayloadOf(values);
      return program ? update.mutateAsync({ id: program.id, input }) : create.mutateAsync(input);
    },
    onSaved,
    leaveGuard: !readOnly,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;
  const [interval, daysOfMonth, anchorMonth, projectId] = useWatch({
    control: form.control,
    name: ['interval', 'daysOfMonth', 'anchorMonth', 'projectId'],
  });
  // The project's client's contacts and the staff only (shared/recipients.ts).
  const contacts = useRecipients(projectId ?? null, (contact) => `${contact.name} (${contact.email})`);
  const upcoming = upcomingSendDates({ interval, daysOfMonth, anchorMonth }, now);

  return (
    <Paper withBorder p="md" radius="md">
      <form
        ref={attachForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t(program ? 'cpeReport.program.form.editLabel' : 'cpeReport.program.form.newLabel')}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
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
              <TextInput
                label={t('cpeReport.program.field.name')}
                required
                autoComplete="off"
                disabled={readOnly}
                {...form.register('name')}
                error={fieldText(errors.name?.message)}
              />
              <Controller
                control={form.control}
                name="interval"
                render={({ field }) => (
                  <RecurrenceInputs
                    interval={field.value}
                    onIntervalChange={field.onChange}
                    days={daysOfMonth}
                    onDaysChange={(days) =>
                      form.setValue('daysOfMonth', days, {
                        shouldDirty: true,
                        shouldValidate: form.formState.isSubmitted,
                      })
                    }
                    daysError={fieldText(errors.daysOfMonth?.message)}
                    anchorMonth={anchorMonth}
                    onAnchorMonthChange={(month) =>
                      form.setValue('anchorMonth', month, {
                        shouldDirty: true,
                        shouldValidate: form.formState.isSubmitted,
                      })
                    }
                    anchorMonthError={fieldText(errors.anchorMonth?.message)}
                    disabled={readOnly}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="contactIds"
                render={({ field }) => (
                  <MultiSelect
                    label={t('cpeReport.program.field.contacts')}
                    required
                    searchable
                    description={t('report.recipients.rule')}
                    placeholder={projectId ? undefined : t('report.recipients.projectFirst')}
                    data={contacts.groups}
                    value={field.value.map(String)}
                    onChange={(values) => field.onChange(values.map(Number))}
                    onBlur={field.onBlur}
                    disabled={readOnly || !projectId || contacts.isPending}
                    nothingFoundMessage={t('cpeReport.program.field.contactsNone')}
                    comboboxProps={{ withinPortal: true }}
                    error={
                      fieldText(errors.contactIds?.message) ??
                      (contacts.isError ? t('cpeReport.program.field.contactsFailed') : undefined)
                    }
                  />
                )}
              />
              <Textarea
                label={t('cpeReport.field.comments')}
                rows={2}
                resize="vertical"
                disabled={readOnly}
                {...form.register('comments')}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NextSendDates dates={upcoming} />
          </Grid.Col>
        </Grid>
        <Stack gap="sm" mt="md">
          <DraftNotice draft={draft} />
          {saveError ? (
            <Text role="alert" size="sm" c="var(--mantine-color-red-text)">
              {t('cpeReport.program.saveFailed', { reason: errorText(saveError) })}
            </Text>
          ) : null}
          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" disabled={isSubmitting} onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t(program ? 'common.save' : 'cpeReport.program.form.create')}
              </Button>
            </Group>
          )}
        </Stack>
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
