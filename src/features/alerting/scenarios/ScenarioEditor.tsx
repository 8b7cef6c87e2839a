import { Badge, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { scenariosResource, type Scenario } from '../../../entities/alerting/scenariosApi';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { useFieldErrorText } from '../../../navigation/forms/useFieldErrorText';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import {
  isScenarioFieldError,
  SCENARIO_SERVER_FIELDS,
  scenarioFormSchema,
  scenarioFormValues,
  scenarioWriteOf,
  type ScenarioFormOutput,
  type ScenarioFormValues,
} from './scenarioForm';
import { ScheduleField } from './ScheduleField';
import type { ScenarioRights } from './useScenarioRights';

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

/**
 * Create or edit a scenario in a dialog (react-hook-form + scenarioFormSchema): its name, whether it
 * is global (offered to a superuser creating one, spec 000 §6) and its schedule on the grid. What is
 * typed is kept as a draft by the form kit (useResourceForm: a reload or a 401 reload loses
 * nothing); a refused save keeps every field, puts the codes of SCENARIO_SERVER_FIELDS
 * (INVALID_NAME, INVALID_PERIOD) on their field and explains any other code
 * (GLOBAL_SCENARIO_NEEDS_SUPERUSER, NEEDS_SUPERUSER…) beside Save. Leaving the page with unsaved
 * changes asks first.
 */
export function ScenarioEditor({ scenario, placeId, rights, onClose }: ScenarioEditorProps) {
  const t = useMessage();
  const confirm = useConfirm();
  const fieldText = useFieldErrorText((message) =>
    t(isScenarioFieldError(message) ? (`scenario.error.${message}` satisfies MessageId) : 'scenario.error.invalid'),
  );
  const create = scenariosResource.useCreate();
  const update = scenariosResource.useUpdate();
  const { form, draft, submit, saveError, cancel, blocker } = useResourceForm<
    ScenarioFormValues,
    ScenarioFormOutput,
    Scenario
  >({
    formId: scenarioDraftId(scenario),
    schema: scenarioFormSchema,
    defaultValues: scenarioFormValues(scenario),
    serverFields: SCENARIO_SERVER_FIELDS,
    save: (values) => {
      const body = scenarioWriteOf(values, scenario, placeId);
      return scenario ? update.mutateAsync({ id: scenario.id, input: body }) : create.mutateAsync(body);
    },
    onSaved: onClose,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;
  const onlyGlobal = scenario ? scenario.placeId === null : placeId === undefined;
  const offerGlobal = !scenario && placeId !== undefined && rights.superuser;

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
    cancel();
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
            <SaveFailure error={saveError} sentence={(reason) => t('scenario.editor.saveFailed', { reason })} />
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
      <LeaveConfirm blocker={blocker} onLeave={cancel} />
    </Modal>
  );
}
