import type { Alert, AlertWrite } from '../../../entities/alerting/api';
import { alertTypeDefinition } from '../../../entities/alerting/alertTypes';
import type { Variable } from '../../../entities/variables/api';
import type { EditorTab } from './alertEditorSearch';
import {
  usedParameters,
  usesVariableSettings,
  type AlertFormOutput,
  type AlertFormValues,
  type FormVariable,
} from './alertFormSchema';

/** From the stored alert to the form, and from the form to POST alerts / PUT alerts/{id} (spec 000 §7). */

const NO_PARAMETERS: AlertFormValues['activationParameters'] = {
  threshold: null,
  activationLow: null,
  deactivationLow: null,
  activationHigh: null,
  deactivationHigh: null,
  hysteresis: null,
};

export interface NewAlertStart {
  clientId?: number;
  placeId?: number;
  projectId?: number;
}

export function newAlertDefaults(start: NewAlertStart = {}): AlertFormValues {
  return {
    clientId: start.clientId ?? null,
    placeId: start.placeId ?? null,
    projectId: start.projectId ?? null,
    alertVariables: [],
    name: '',
    type: null,
    level: null,
    activationParameters: { ...NO_PARAMETERS },
    contactIds: [],
    scenarioIds: [],
  };
}

export function alertFormDefaults(alert: Alert): AlertFormValues {
  const variables: FormVariable[] =
    alert.activationFunction.name === 'com'
      ? (alert.variables ?? []).map((variable) => ({
          variableId: variable.id,
          name: variable.name,
          unitName: variable.unit?.name ?? null,
          aggregationId: null,
          sampling: 1,
          samplingUnit: 'hours',
        }))
      : alert.alertVariables.map((item) => ({
          variableId: item.variable.id,
          name: item.variable.name,
          unitName: item.variable.unit?.name ?? null,
          aggregationId: item.aggregation.id,
          sampling: item.sampling,
          samplingUnit: item.samplingUnit,
        }));
  const parameters = alert.activationParameters;
  return {
    clientId: alert.project.place.client.id,
    placeId: alert.project.place.id,
    projectId: alert.project.id,
    alertVariables: variables,
    name: alert.name,
    type: alert.activationFunction.name,
    level: alert.alertLevel.name,
    activationParameters: {
      threshold: parameters.threshold ?? null,
      activationLow: parameters.activationLow ?? null,
      deactivationLow: parameters.deactivationLow ?? null,
      activationHigh: parameters.activationHigh ?? null,
      deactivationHigh: parameters.deactivationHigh ?? null,
      hysteresis: parameters.hysteresis ?? null,
    },
    contactIds: alert.contacts.map((contact) => contact.id),
    scenarioIds: alert.scenarios.map((scenario) => scenario.id),
  };
}

/** A variable picked in the variable picker, with its own aggregation and sampling as a start. */
export function formVariableOf(variable: Variable): FormVariable {
  return {
    variableId: variable.id,
    name: variable.name,
    unitName: variable.unit.name,
    aggregationId: variable.aggregationId,
    sampling: Math.max(1, Math.round(variable.sampling)),
    samplingUnit: variable.samplingUnit,
  };
}

/**
 * The body of POST alerts / PUT alerts/{id}: a `com` alert sends its variables as `variables`
 * (ids) and no alertVariables; the others send alertVariables with aggregation and sampling
 * (mocks/handlers/alerting/alertBody.ts reads the same). Parameters the type does not use are
 * sent empty; muted and archived states are kept as stored.
 */
export function alertPayload(values: AlertFormOutput, stored?: Pick<Alert, 'enabled' | 'archived'>): AlertWrite {
  const type = values.type ?? 'high';
  const definition = alertTypeDefinition(type);
  const settings = usesVariableSettings(type);
  return {
    name: values.name.trim(),
    project: { id: values.projectId ?? 0 },
    alertVariables: settings
      ? values.alertVariables.map((item) => ({
          variable: { id: item.variableId },
          aggregation: { id: item.aggregationId ?? 0 },
          sampling: item.sampling ?? 1,
          samplingUnit: item.samplingUnit,
        }))
      : [],
    ...(settings ? {} : { variables: values.alertVariables.map((item) => ({ id: item.variableId })) }),
    activationFunction: { name: type, functionName: definition?.functionName ?? type },
    activationParameters: usedParameters(type, values.activationParameters),
    alertLevel: { name: values.level ?? 'info' },
    scenarios: values.scenarioIds.map((id) => ({ id })),
    contacts: values.contactIds.map((id) => ({ id })),
    enabled: stored?.enabled ?? true,
    archived: stored?.archived ?? false,
  };
}

/** The tab each field sits on, so that a tab can count its errors and a failed submit can open it. */
export function tabOfField(path: string): EditorTab {
  if (path.startsWith('alertVariables') || ['clientId', 'placeId', 'projectId'].includes(path)) return 'variables';
  if (path.startsWith('scenarioIds')) return 'scenarios';
  return 'parameters';
}

/** Field paths in the order the user meets them, tab by tab. */
const FIELD_ORDER = [
  'projectId',
  'alertVariables',
  'name',
  'type',
  'level',
  'activationParameters.threshold',
  'activationParameters.activationLow',
  'activationParameters.deactivationLow',
  'activationParameters.deactivationHigh',
  'activationParameters.activationHigh',
  'activationParameters.hysteresis',
  'contactIds',
  'scenarioIds',
];

export function byFieldOrder(left: string, right: string): number {
  const rank = (path: string) => {
    const index = FIELD_ORDER.findIndex((field) => path === field || path.startsWith(`${field}.`));
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return rank(left) - rank(right) || left.localeCompare(right);
}
