import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import type { Intervention } from '../../../entities/interventions/api';
import { useCreateIntervention, useUpdateIntervention } from '../../../entities/interventions/allInterventionsCache';
import { InterventionFormFields } from './InterventionFormFields';
import {
  interventionFormSchema,
  interventionFormValues,
  type InterventionFormOutput,
  type InterventionFormValues,
} from './interventionForm';
import { INTERVENTION_SERVER_FIELDS } from './interventionServerErrors';

export interface InterventionFormProps {
  /** The ticket edited; none for a new one. */
  ticket?: Intervention;
  /** What a new ticket starts from (newInterventionValues). */
  initialValues: InterventionFormValues;
  onSaved: (saved: Intervention, created: boolean) => void;
  /** Back to the list (asks first when something is not saved). */
  onCancel: () => void;
  /** More actions beside Save (archive, delete on an existing ticket). */
  actions?: ReactNode;
}

/**
 * The ticket form (spec 001 §3, §5): nothing invalid is sent; a refused save keeps every field and
 * puts the server's code on the field it concerns, or says it beside Save; what is typed survives a
 * reload as a draft; leaving with unsaved changes asks first.
 */
export function InterventionForm({ ticket, initialValues, onSaved, onCancel, actions }: InterventionFormProps) {
  const t = useMessage();
  const create = useCreateIntervention();
  const update = useUpdateIntervention();
  const schema = useMemo(() => interventionFormSchema(), []);
  const { form, draft, submit, saveError, cancel, blocker } = useResourceForm<
    InterventionFormValues,
    InterventionFormOutput,
    Intervention
  >({
    formId: ticket ? `intervention-${ticket.id}` : 'intervention-new',
    schema,
    defaultValues: initialValues,
    serverFields: INTERVENTION_SERVER_FIELDS,
    save: (output) => {
      // The user stays the ticket's; a new ticket is the caller's (the server's default).
      const input = { ...output, user: ticket?.user?.id ?? null };
      return ticket ? update.mutateAsync({ id: ticket.id, input }) : create.mutateAsync(input);
    },
    savedValues: interventionFormValues,
    onSaved: (saved) => onSaved(saved, !ticket),
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        ref={attachForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={
          ticket ? t('intervention.form.editLabel', { title: ticket.title }) : t('intervention.form.newLabel')
        }
      >
        <Stack gap="lg">
          <InterventionFormFields form={form} disabled={isSubmitting} />
          <DraftNotice draft={draft} />
          {saveError ? (
            <SaveFailure error={saveError} sentence={(reason) => t('intervention.form.saveFailed', { reason })} />
          ) : null}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {isDirty ? (
              <Text role="status" size="sm" c="dimmed" mr="auto">
                {t('intervention.form.unsaved')}
              </Text>
            ) : null}
            {actions}
            <Button variant="default" disabled={isSubmitting} onClick={onCancel}>
              {t('intervention.form.backToList')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {ticket ? t('common.save') : t('intervention.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveConfirm
        blocker={blocker}
        onLeave={cancel}
        texts={{
          title: t('intervention.leave.title'),
          message: t('intervention.leave.message'),
          confirm: t('intervention.leave.confirm'),
          stay: t('intervention.leave.stay'),
        }}
      />
    </Paper>
  );
}
