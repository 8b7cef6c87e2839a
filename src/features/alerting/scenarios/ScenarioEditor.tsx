import { Badge, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { scenariosResource, type Scenario } from '../../../entities/alerting/scenariosApi';
import { apiMessageText } from '../../../i18n/apiMessageText';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { useErrorText } from '../../../ui/useErrorText';
import {
  isScenarioFieldError,
  scenarioFormSchema,
  scenarioFormValues,
  scenarioWriteOf,
  serverFieldOf,
  type ScenarioFormOutput,
  type ScenarioFormValues,
} from './scenarioForm';
import { ScheduleField } from './ScheduleField';
import type { ScenarioRights } from './useScenarioRights';

const SERVER_PREFIX = 'server:';

export interface ScenarioEditorProps {
  /** The scenario being edited; null: a new one. */
  scenario: Scenario | null;
  /** The site a new scenario belongs to; undefined: it can only be global. */
  placeId: number | undefined;
  rights: ScenarioRights;
  onClose: () => void;
}

/** The draft of the editor of this scenario (or of a new one) on the current page. */
export const scenarioDraftId = (scenario: Pick<Scenario, 'id'> | null): string =>
  scenario ? `scenario-${scenario.id}` : 'scenario-new';

function useFieldText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const t = useMessage();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      if (message.startsWith(SERVER_PREFIX)) {
        const code = message.slice(SERVER_PREFIX.length);
        // The catalogue's INVALID_PERIOD speaks of dates; for a schedule it means no active hour.
        return code === 'INVALID_PERIOD' ? t('scenario.error.emptySchedule') : apiMessageText(intl, code);
      }
      if (isScenarioFieldError(message)) return t(`scenario.error.${message}` satisfies MessageId);
      return t('scenario.error.invalid');
    },
    [intl, t],
  );
}

/**
 * Create or edit a scenario in a dialog (react-hook-form + scenarioFormSchema): its name, whether it
 * is global (offered to a superuser creating one, spec 000 §6) and its schedule on the grid. What is
 * typed is kept as a draft (a reload or a 401 reload loses nothing); a refused save keeps every
 * field, puts INVALID_NAME / INVALID_PERIOD on their field and explains any other code
 * (GLOBAL_SCENARIO_NEEDS_SUPERUSER, NEEDS_SUPERUSER…) beside Save.
 */
export function ScenarioEditor({ scenario, placeId, rights, onClose }: ScenarioEditorProps) {
  const t = useMessage();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const create = scenariosResource.useCreate();
  const update = scenariosResource.useUpdate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<ScenarioFormValues, unknown, ScenarioFormOutput>({
    formId: scenarioDraftId(scenario),
    resolver: zodResolver(scenarioFormSchema),
    defaultValues: scenarioFormValues(scenario),
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;
  const onlyGlobal = scenario ? scenario.placeId === null : placeId === undefined;
  const offerGlobal = !scenario && placeId !== undefined && rights.superuser;

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const body = scenarioWriteOf(values, scenario, placeId);
      if (scenario) await update.mutateAsync({ id: scenario.id, input: body });
      else await create.mutateAsync(body);
      draft.clear();
      onClose();
    } catch (error) {
      const onField = serverFieldOf(error);
      if (onField)
        form.setError(
          onField.field,
          { type: 'server', message: `${SERVER_PREFIX}${onField.code}` },
          { shouldFocus: true },
        );
      else setSaveError(error);
    }
  });

  const leave = async () => {
    if (isSubmitting) return;
    if (isDirty) {
      const discard = await confirm({
        title: t('scenario.editor.discardTitle'),
        message: t('scenario.editor.discardMessage'),
        confirmLabel: t('scenario.editor.discard'),
        danger: true,
      });
      if (!discard) return;
    }
    draft.discard();
    onClose();
  };

  return (
    <Modal
      opened
      onClose={() => void leave()}
      size={760}
      title={scenario ? t('scenario.editor.editTitle', { name: scenario.name }) : t('scenario.editor.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('scenario.field.name')}
            required
            data-autofocus
            {...form.register('name')}
            error={fieldText(errors.name?.message)}
          />
          {offerGlobal ? (
            <Checkbox
              label={t('scenario.field.global')}
              description={t('scenario.field.globalHint')}
              {...form.register('global')}
            />
          ) : null}
          {onlyGlobal ? (
            <Group gap="xs">
              <Badge variant="light" color="blue" c={badgeTextColor('blue')}>
                {t('scenario.global')}
              </Badge>
              <Text size="sm" c="dimmed">
                {t('scenario.field.globalHint')}
              </Text>
            </Group>
          ) : null}
          <Controller
            control={form.control}
            name="schedule"
            render={({ field, fieldState }) => (
              <ScheduleField
                value={field.value}
                onChange={(next) => field.onChange(next)}
                error={fieldText(fieldState.error?.message)}
              />
            )}
          />
          <DraftNotice draft={draft} message={t('scenario.editor.draftRestored')} />
          {saveError ? (
            <Text role="alert" size="sm" c="red.9">
              {t('scenario.editor.saveFailed', { reason: errorText(saveError) })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {isDirty ? (
              <Text role="status" size="sm" c="dimmed" mr="auto">
                {t('scenario.editor.unsaved')}
              </Text>
            ) : null}
            <Button variant="default" disabled={isSubmitting} onClick={() => void leave()}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {scenario ? t('scenario.editor.save') : t('scenario.editor.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
