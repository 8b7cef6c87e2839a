import type { Alert } from '../../../entities/alerting/api';
import { alertFormSchema, type AlertFormValues, type FormVariable } from './alertFormSchema';
import { alertFormDefaults, alertPayload, newAlertDefaults } from './alertFormValues';
import { alertServerFieldErrors } from './alertServerErrors';
import { ApiError } from '../../../api/apiError';

/** The thresholds' rule table itself is thresholds.test.ts; these are what the form composes around it. */

const variable = (id: number): FormVariable => ({
  variableId: id,
  name: `Variable ${id}`,
  unitName: 'kW',
  aggregationId: 1,
  sampling: 10,
  samplingUnit: 'minutes',
});

function valid(patch: Partial<AlertFormValues> = {}): AlertFormValues {
  return {
    ...newAlertDefaults({ clientId: 1, placeId: 2, projectId: 3 }),
    name: 'Débit pompe',
    type: 'out_of_range',
    level: 'warning',
    alertVariables: [variable(10)],
    activationParameters: {
      threshold: null,
      activationLow: 10,
      deactivationLow: 12,
      deactivationHigh: 88,
      activationHigh: 90,
      hysteresis: null,
    },
    ...patch,
  };
}

/** The errors as path → message. */
function errorsOf(values: AlertFormValues): Record<string, string> {
  const result = alertFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the alert form schema', () => {
  it('accepts a complete alert', () => {
    expect(errorsOf(valid())).toEqual({});
  });

  it('asks for the project, the name, the type, the level and a variable', () => {
    expect(errorsOf(newAlertDefaults())).toEqual({
      projectId: 'alertEditor.error.projectRequired',
      name: 'alertEditor.error.nameRequired',
      type: 'alertEditor.error.typeRequired',
      level: 'alertEditor.error.levelRequired',
      alertVariables: 'alertEditor.error.variablesRequired',
    });
    expect(errorsOf(valid({ name: '   ' }))).toEqual({ name: 'alertEditor.error.nameRequired' });
    expect(errorsOf(valid({ name: 'x'.repeat(256) }))).toEqual({ name: 'alertEditor.error.nameTooLong' });
  });

  it.each(['high', 'low', 'in_range', 'out_of_range'] as const)('watches exactly one variable for %s', (type) => {
    const values = valid({
      type,
      activationParameters: {
        ...valid().activationParameters,
        activationLow: 1,
        activationHigh: 99,
        deactivationLow: 2,
        deactivationHigh: 98,
      },
    });
    expect(errorsOf({ ...values, alertVariables: [] })).toEqual({
      alertVariables: 'alertEditor.error.variableRequired',
    });
    expect(errorsOf({ ...values, alertVariables: [variable(1), variable(2)] })).toEqual({
      alertVariables: 'alertEditor.error.oneVariable',
    });
  });

  it.each(['offline', 'offline_single', 'stagnation', 'nodata', 'com'] as const)(
    'accepts several variables for %s',
    (type) => {
      const values = valid({
        type,
        alertVariables: [variable(1), variable(2), variable(3)],
        activationParameters: { ...valid().activationParameters, threshold: type === 'com' ? null : 60 },
      });
      expect(errorsOf(values)).toEqual({});
      expect(errorsOf({ ...values, alertVariables: [] })).toEqual({
        alertVariables: 'alertEditor.error.variablesRequired',
      });
    },
  );

  it('checks each variable’s aggregation and sampling, except for com alerts which send ids only', () => {
    const broken = { ...variable(1), aggregationId: null, sampling: 1.5 };
    expect(errorsOf(valid({ alertVariables: [broken] }))).toEqual({
      'alertVariables.0.aggregationId': 'alertEditor.error.aggregationRequired',
      'alertVariables.0.sampling': 'alertEditor.error.samplingInvalid',
    });
    expect(errorsOf(valid({ alertVariables: [{ ...broken, sampling: 0 }] }))['alertVariables.0.sampling']).toBe(
      'alertEditor.error.samplingInvalid',
    );
    expect(errorsOf(valid({ type: 'com', alertVariables: [broken] }))).toEqual({});
  });

  it('puts spec 000 §5’s threshold codes on the thresholds they concern', () => {
    const parameters = valid().activationParameters;
    expect(errorsOf(valid({ activationParameters: { ...parameters, activationLow: 13 } }))).toEqual({
      'activationParameters.activationLow': 'THRESHOLD_LOW',
    });
    expect(errorsOf(valid({ activationParameters: { ...parameters, activationHigh: 87 } }))).toEqual({
      'activationParameters.activationHigh': 'THRESHOLD_HIGH',
    });
    expect(
      errorsOf(valid({ activationParameters: { ...parameters, deactivationLow: 50, deactivationHigh: 50 } })),
    ).toEqual({ 'activationParameters.deactivationHigh': 'THRESHOLD_OUT_OF_RANGE' });
    expect(errorsOf(valid({ activationParameters: { ...parameters, hysteresis: -1 } }))).toEqual({
      'activationParameters.hysteresis': 'INVALID_ALERT_FUNCTION_PARAMETERS',
    });
    // Both sides of the bound: equal is allowed for the low and high rules.
    expect(errorsOf(valid({ activationParameters: { ...parameters, activationLow: 12, activationHigh: 88 } }))).toEqual(
      {},
    );
  });

  it('asks for each parameter the type needs, and ignores those it does not use', () => {
    const empty = newAlertDefaults().activationParameters;
    expect(errorsOf(valid({ type: 'high', activationParameters: empty }))).toEqual({
      'activationParameters.activationHigh': 'alertEditor.error.parameterRequired',
      'activationParameters.deactivationHigh': 'alertEditor.error.parameterRequired',
    });
    // Left from an out-of-range draft: a low threshold above its deactivation does not concern a high alert.
    const leftover = { ...empty, activationHigh: 90, deactivationHigh: 88, activationLow: 50, deactivationLow: 10 };
    expect(errorsOf(valid({ type: 'high', activationParameters: leftover }))).toEqual({});
    expect(errorsOf(valid({ type: 'nodata', activationParameters: { ...empty, threshold: 0 } }))).toEqual({
      'activationParameters.threshold': 'INVALID_ALERT_FUNCTION_PARAMETERS',
    });
  });
});

describe('what is sent', () => {
  it('sends alertVariables for value alerts, the parameters of the type only, and keeps muted and archived', () => {
    const values = alertFormSchema.parse(
      valid({ type: 'high', activationParameters: { ...valid().activationParameters, deactivationHigh: 80 } }),
    );
    const payload = alertPayload(values, { enabled: false, archived: true });
    expect(payload).toEqual({
      name: 'Débit pompe',
      project: { id: 3 },
      alertVariables: [{ variable: { id: 10 }, aggregation: { id: 1 }, sampling: 10, samplingUnit: 'minutes' }],
      activationFunction: { name: 'high', functionName: 'threshold_high' },
      activationParameters: {
        threshold: null,
        activationLow: null,
        deactivationLow: null,
        activationHigh: 90,
        deactivationHigh: 80,
        hysteresis: null,
      },
      alertLevel: { name: 'warning' },
      scenarios: [],
      contacts: [],
      enabled: false,
      archived: true,
    });
  });

  it('sends a com alert’s variables as `variables` and no alertVariables', () => {
    const values = alertFormSchema.parse(
      valid({ type: 'com', alertVariables: [variable(1), variable(2)], scenarioIds: [4], contactIds: [7] }),
    );
    const payload = alertPayload(values);
    expect(payload.alertVariables).toEqual([]);
    expect(payload.variables).toEqual([{ id: 1 }, { id: 2 }]);
    expect(payload.activationFunction).toEqual({ name: 'com', functionName: 'communication' });
    expect(payload.scenarios).toEqual([{ id: 4 }]);
    expect(payload.contacts).toEqual([{ id: 7 }]);
    expect(payload.enabled).toBe(true);
  });

  it('reads a stored com alert’s variables back into the form', () => {
    const stored = {
      id: 5,
      name: 'Com',
      project: { id: 3, name: 'P', place: { id: 2, name: 'S', client: { id: 1, name: 'C' } } },
      alertVariables: [],
      activationFunction: { name: 'com', functionName: 'communication' },
      activationParameters: {},
      alertLevel: { name: 'info' },
      scenarios: [{ id: 4, name: 'Nuit' }],
      contacts: [{ id: 7, name: 'A', email: 'a@b.fr' }],
      enabled: true,
      variables: [{ id: 1, name: 'V1', unit: { id: 1, name: 'kW' } }],
      archived: false,
    } satisfies Alert;
    expect(alertFormDefaults(stored)).toMatchObject({
      clientId: 1,
      placeId: 2,
      projectId: 3,
      type: 'com',
      alertVariables: [{ variableId: 1, name: 'V1', unitName: 'kW' }],
      scenarioIds: [4],
      contactIds: [7],
    });
  });

  it('puts the server’s codes on their fields', () => {
    const refused = new ApiError(400, ['THRESHOLD_LOW', 'THRESHOLD_OUT_OF_RANGE', 'INVALID_NAME']);
    expect(alertServerFieldErrors(refused, 'out_of_range')).toEqual([
      { field: 'activationParameters.activationLow', code: 'THRESHOLD_LOW' },
      { field: 'activationParameters.deactivationHigh', code: 'THRESHOLD_OUT_OF_RANGE' },
      { field: 'name', code: 'INVALID_NAME' },
    ]);
    expect(alertServerFieldErrors(new ApiError(400, ['INVALID_ALERT_FUNCTION_PARAMETERS']), 'high')).toEqual([
      { field: 'activationParameters.activationHigh', code: 'INVALID_ALERT_FUNCTION_PARAMETERS' },
    ]);
    expect(alertServerFieldErrors(new ApiError(500, ['ERROR']), 'high')).toEqual([]);
  });
});
