import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { alertsResource, projectAlertsResource, type Alert } from '../../../entities/alerting/api';
import type { AlertLevelName, AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { AggregationRef } from '../../../entities/variables/refs';
import { useMessage } from '../../../i18n/useMessage';
import { LeaveConfirm } from '../../../navigation/forms/LeaveConfirm';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import { contactsChoicesQuery, placeScenariosQuery, type AlertEditorKind } from './alertEditorQueries';
import type { AlertProjectScope, EditorTab } from './alertEditorSearch';
import { AlertEditorTabs } from './AlertEditorTabs';
import { alertFormSchema, type AlertFormOutput, type AlertFormValues } from './alertFormSchema';
import {
  alertFormDefaults,
  alertPayload,
  byFieldOrder,
  newAlertDefaults,
  tabOfField,
  type NewAlertStart,
} from './alertFormValues';
import { alertServerFields } from './alertServerErrors';
import { AlertBacktestSlot } from './AlertBacktestSlot';
import { errorPaths } from './errorPaths';
import { GeneralParametersTab } from './GeneralParametersTab';
import { ScenariosTab } from './ScenariosTab';
import { focusField } from './useAlertFieldError';
import { VariableSelectionTab } from './VariableSelectionTab';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';

export interface AlertFormProps {
  kind: AlertEditorKind;
  /** The alert being edited; none to create one. */
  alert?: Alert;
  start?: NewAlertStart;
  types: readonly AlertTypeName[];
  levels: readonly AlertLevelName[];
  aggregations: readonly AggregationRef[];
  /** The site's IANA time zone, when known (the backtest reads the scenarios' hours in it). */
  timeZoneOf: (placeId: number | null) => string | null;
  readOnly: boolean;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  onSaved: (saved: 'created' | 'updated', scope: AlertProjectScope | null) => void;
  onCancel: (scope: AlertProjectScope | null) => void;
  /** Shown above the tabs (the project's stale or failed notices). */
  notice?: ReactNode;
}

function scopeOf(values: Pick<AlertFormValues, 'clientId' | 'placeId' | 'projectId'>): AlertProjectScope | null {
  const { clientId, placeId, projectId } = values;
  return clientId !== null && placeId !== null && projectId !== null ? { clientId, placeId, projectId } : null;
}

/**
 * Create or edit an alert in the spec's three tabs (spec 000 §2): one react-hook-form over one zod
 * schema (alertFormSchema.ts). A submit with errors opens the first tab holding one and focuses
 * it; a refused save puts each code on its field (THRESHOLD_LOW on the low activation…) and keeps
 * every field; what is typed is a draft (a reload, the 401 reload); leaving with unsaved changes
 * asks first.
 */
export function AlertForm(props: AlertFormProps) {
  const { kind, alert, readOnly, tab, onTabChange } = props;
  const t = useMessage();
  const create = alertsResource.useCreate();
  const updateAlert = alertsResource.useUpdate();
  const updateProjectAlert = projectAlertsResource.useUpdate();
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);

  const {
    form,
    draft,
    submit: save,
    saveError,
    cancel,
    blocker,
  } = useResourceForm<AlertFormValues, AlertFormOutput, AlertProjectScope | null>({
    formId: 'alert',
    schema: alertFormSchema,
    defaultValues: alert ? alertFormDefaults(alert) : newAlertDefaults(props.start),
    mode: 'onTouched',
    // The first field in error may sit on another tab: reveal() shows its tab, then focuses it.
    shouldFocusError: false,
    serverFields: (sent) => alertServerFields(sent.type),
    // Resolves, once the answer parsed, with the scope the list opens on after the save.
    save: async (values) => {
      const input = alertPayload(values, alert);
      if (!alert) await create.mutateAsync(input);
      else if (kind === 'alert') await updateAlert.mutateAsync({ id: alert.id, input });
      else await updateProjectAlert.mutateAsync({ id: alert.id, input });
      return scopeOf(values);
    },
    onSaved: (scope) => props.onSaved(alert ? 'updated' : 'created', scope),
    leaveGuard: !readOnly,
  });
  const { attachForm } = draft;
  const { errors, isSubmitting, isDirty } = form.formState;
  const [placeId, type, parameters, scenarioIds, variables] = useWatch({
    control: form.control,
    name: ['placeId', 'type', 'activationParameters', 'scenarioIds', 'alertVariables'],
  });

  const contacts = useQueryRegion(contactsChoicesQuery());
  const scenarios = useQueryRegion({ ...placeScenariosQuery(placeId ?? 0), enabled: placeId !== null });

  // The field to focus once its tab is shown (a failed submit, a refused save).
  useEffect(() => {
    if (pendingFocus === null || tabOfField(pendingFocus) !== tab) return;
    const frame = requestAnimationFrame(() => {
      focusField(pendingFocus);
      setPendingFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [pendingFocus, tab]);

  const reveal = (paths: string[]) => {
    const first = [...paths].sort(byFieldOrder)[0];
    if (first === undefined) return;
    onTabChange(tabOfField(first));
    setPendingFocus(first);
  };

  // A submit the rules refused, or a save refused on fields: their first field is shown and focused.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    await save(event);
    reveal(errorPaths(form.formState.errors));
  };

  const chosenScenarios = (scenarios.data?.data ?? []).filter((scenario) => scenarioIds.includes(scenario.id));
  const backtest = (
    <AlertBacktestSlot
      variable={variables[0] ?? null}
      type={type}
      parameters={parameters}
      scenarios={chosenScenarios}
      timeZone={props.timeZoneOf(placeId) ?? 'Europe/Paris'}
    />
  );
  const fixedProject = alert
    ? t('alertEditor.project.fixed', {
        project: alert.project.name,
        site: alert.project.place.name,
        client: alert.project.place.client.name,
      })
    : null;

  return (
    <form
      ref={attachForm}
      noValidate
      aria-label={t(alert ? 'alertEditor.form.edit' : 'alertEditor.form.create')}
      onSubmit={(event) => {
        // Enter in a read-only field would submit: nothing is sent without the right to change.
        if (readOnly) event.preventDefault();
        else void submit(event);
      }}
    >
      <Stack gap="md">
        {props.notice}
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {t('alertEditor.readOnly')}
          </Text>
        ) : null}
        <AlertEditorTabs
          tab={tab}
          onTabChange={onTabChange}
          errorPaths={errorPaths(errors)}
          variables={
            <VariableSelectionTab
              form={form}
              fixedProject={fixedProject}
              aggregations={props.aggregations}
              readOnly={readOnly}
            />
          }
          parameters={
            <GeneralParametersTab
              form={form}
              types={props.types}
              levels={props.levels}
              contacts={contacts}
              knownContacts={alert?.contacts ?? []}
              backtest={backtest}
              readOnly={readOnly}
            />
          }
          scenarios={<ScenariosTab form={form} region={placeId === null ? null : scenarios} readOnly={readOnly} />}
        />
        <DraftNotice draft={draft} message={t('alertEditor.draftRestored')} />
        {saveError ? <SaveFailure title={t('alertEditor.saveFailed')} error={saveError} /> : null}
        <Group justify="flex-end" gap="sm">
          {isDirty && !readOnly ? (
            <Text role="status" size="sm" c="dimmed" mr="auto">
              {t('alertEditor.unsaved')}
            </Text>
          ) : null}
          <Button variant="default" disabled={isSubmitting} onClick={() => props.onCancel(scopeOf(form.getValues()))}>
            {t(readOnly ? 'alertEditor.back' : 'common.cancel')}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={isSubmitting}>
              {t(alert ? 'alertEditor.save' : 'alertEditor.create')}
            </Button>
          )}
        </Group>
      </Stack>
      <LeaveConfirm
        blocker={blocker}
        onLeave={cancel}
        texts={{
          title: t('alertEditor.leave.title'),
          message: t('alertEditor.leave.message'),
          confirm: t('alertEditor.leave.confirm'),
          stay: t('alertEditor.leave.stay'),
        }}
      />
    </form>
  );
}
