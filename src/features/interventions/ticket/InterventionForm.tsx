import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { useUnsavedChangesBlocker } from '../../../navigation/forms/useUnsavedChangesBlocker';
import { useErrorText } from '../../../ui/useErrorText';
import type { Intervention } from '../../../entities/interventions/api';
import { useCreateIntervention, useUpdateIntervention } from '../../../entities/interventions/allInterventionsCache';
import { InterventionFormFields } from './InterventionFormFields';
import {
  interventionFormSchema,
  interventionFormValues,
  type InterventionFormOutput,
  type InterventionFormValues,
} from './interventionForm';
import { interventionFieldErrors, SERVER_CODE_PREFIX } from './interventionServerErrors';

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
  const errorText = useErrorText();
  const create = useCreateIntervention();
  const update = useUpdateIntervention();
  const [saveError, setSaveError] = useState<unknown>(null);
  const resolver = useMemo(() => zodResolver(interventionFormSchema()), []);
  const { form, draft } = useDraftForm<InterventionFormValues, unknown, InterventionFormOutput>({
    formId: ticket ? `intervention-${ticket.id}` : 'intervention-new',
    resolver,
    defaultValues: initialValues,
  });
  const { attachForm } = draft;
  const { isSubmitting, isDirty } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty);

  const submit = form.handleSubmit(async (output) => {
    setSaveError(null);
    try {
      // The user stays the ticket's; a new ticket is the caller's (the server's default).
      const input = { ...output, user: ticket?.user?.id ?? null };
      const saved = ticket ? await update.mutateAsync({ id: ticket.id, input }) : await create.mutateAsync(input);
      draft.clear();
      form.reset(interventionFormValues(saved));
      onSaved(saved, !ticket);
    } catch (error) {
      const onFields = interventionFieldErrors(error);
      onFields.forEach(({ field, code }, index) =>
        form.setError(field, { type: 'server', message: `${SERVER_CODE_PREFIX}${code}` }, { shouldFocus: index === 0 }),
      );
      if (onFields.length === 0) setSaveError(error);
    }
  });

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
            <Text role="alert" size="sm" c="red.9">
              {t('intervention.form.saveFailed', { reason: errorText(saveError) })}
            </Text>
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
      <ConfirmDialog
        opened={blocker.blocked}
        title={t('intervention.leave.title')}
        message={t('intervention.leave.message')}
        confirmLabel={t('intervention.leave.confirm')}
        cancelLabel={t('intervention.leave.stay')}
        danger
        onConfirm={() => {
          draft.discard();
          blocker.leave();
        }}
        onCancel={blocker.stay}
      />
    </Paper>
  );
}
