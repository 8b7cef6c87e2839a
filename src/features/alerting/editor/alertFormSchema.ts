import { z } from 'zod';
import {
  ALERT_LEVEL_NAMES,
  ALERT_TYPE_NAMES,
  alertTypeDefinition,
  type ActivationParameterName,
  type AlertTypeName,
} from '../../../entities/alerting/alertTypes';
import { thresholdIssues, type ActivationParameters } from '../../../entities/alerting/thresholds';
import { samplingUnitSchema } from '../../../entities/variables/refs';

/**
 * The alert form (spec 000 §3 Alert), one schema for the three tabs. Messages are message ids
 * (`alertEditor.error.*`) or catalogue codes (`THRESHOLD_LOW`…, spec 000 §8), translated where
 * shown. The threshold rules are thresholds.ts's (spec 000 §5), applied to the parameters the
 * chosen type uses: the others stay in the form, so that changing the type back finds them again.
 */

export const MAX_NAME_LENGTH = 255;

/**
 * Types that watch several variables (spec 000 §3 "variables (for communication-type alerts)"):
 * the communication and data-quality ones. The value types watch exactly one.
 */
export const SEVERAL_VARIABLE_TYPES: readonly AlertTypeName[] = [
  'offline',
  'offline_single',
  'stagnation',
  'nodata',
  'com',
];
export const acceptsSeveralVariables = (type: AlertTypeName | null): boolean =>
  type !== null && SEVERAL_VARIABLE_TYPES.includes(type);

/** `com` sends its variables as `variables` (ids only); the others as alertVariables with their settings. */
export const usesVariableSettings = (type: AlertTypeName | null): boolean => type !== 'com';

/** The parameters shown and sent for a type: its own (alertTypes.ts) and the optional hysteresis. */
export function parametersOfType(type: AlertTypeName | null): ActivationParameterName[] {
  const definition = type === null ? undefined : alertTypeDefinition(type);
  if (!definition || definition.parameters.length === 0) return [];
  return [...definition.parameters, 'hysteresis'];
}

const parameter = z.number().finite().nullable();

const formVariableSchema = z.object({
  variableId: z.number().int().positive(),
  /** Shown only: the name and unit read when the variable was picked. */
  name: z.string(),
  unitName: z.string().nullable(),
  aggregationId: z.number().int().positive().nullable(),
  sampling: z.number().nullable(),
  samplingUnit: samplingUnitSchema,
});
export type FormVariable = z.infer<typeof formVariableSchema>;

export const alertFormSchema = z
  .object({
    clientId: z.number().int().positive().nullable(),
    placeId: z.number().int().positive().nullable(),
    projectId: z.number().int().positive().nullable(),
    alertVariables: z.array(formVariableSchema),
    name: z.string(),
    type: z.enum(ALERT_TYPE_NAMES).nullable(),
    level: z.enum(ALERT_LEVEL_NAMES).nullable(),
    activationParameters: z.object({
      threshold: parameter,
      activationLow: parameter,
      deactivationLow: parameter,
      activationHigh: parameter,
      deactivationHigh: parameter,
      hysteresis: parameter,
    }),
    contactIds: z.array(z.number().int().positive()),
    scenarioIds: z.array(z.number().int().positive()),
  })
  .superRefine((values, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (values.projectId === null) issue(['projectId'], 'alertEditor.error.projectRequired');
    const name = values.name.trim();
    if (name === '') issue(['name'], 'alertEditor.error.nameRequired');
    else if (name.length > MAX_NAME_LENGTH) issue(['name'], 'alertEditor.error.nameTooLong');
    if (values.type === null) issue(['type'], 'alertEditor.error.typeRequired');
    if (values.level === null) issue(['level'], 'alertEditor.error.levelRequired');

    const several = values.type === null || acceptsSeveralVariables(values.type);
    const count = values.alertVariables.length;
    if (count === 0)
      issue(['alertVariables'], several ? 'alertEditor.error.variablesRequired' : 'alertEditor.error.variableRequired');
    else if (!several && count > 1) issue(['alertVariables'], 'alertEditor.error.oneVariable');
    else if (usesVariableSettings(values.type)) {
      values.alertVariables.forEach((variable, index) => {
        if (variable.aggregationId === null)
          issue(['alertVariables', index, 'aggregationId'], 'alertEditor.error.aggregationRequired');
        const { sampling } = variable;
        if (sampling === null || !Number.isInteger(sampling) || sampling <= 0)
          issue(['alertVariables', index, 'sampling'], 'alertEditor.error.samplingInvalid');
      });
    }

    if (values.type === null) return;
    const used = usedParameters(values.type, values.activationParameters);
    for (const { code, field } of thresholdIssues(values.type, used)) {
      if (field === 'type') issue(['type'], code);
      // A parameter left empty is asked for; the catalogue's message is about inconsistent values.
      else if (code === 'INVALID_ALERT_FUNCTION_PARAMETERS' && used[field] === null)
        issue(['activationParameters', field], 'alertEditor.error.parameterRequired');
      else issue(['activationParameters', field], code);
    }
  });

export type AlertFormValues = z.input<typeof alertFormSchema>;
export type AlertFormOutput = z.output<typeof alertFormSchema>;
export type ParameterValues = AlertFormValues['activationParameters'];

/** The parameters the type uses, the others null: what is checked and what is sent. */
export function usedParameters(type: AlertTypeName | null, parameters: ParameterValues): ParameterValues {
  const used = parametersOfType(type);
  const entries = Object.entries(parameters).map(([name, value]) => [
    name,
    used.includes(name as ActivationParameterName) ? value : null,
  ]);
  return Object.fromEntries(entries) as ParameterValues;
}

/** The parameters for the backtest: the type's own, unset ones left out. */
export function backtestParameters(
  type: AlertTypeName | null,
  parameters: ParameterValues,
): Partial<ActivationParameters> {
  const used = usedParameters(type, parameters);
  return Object.fromEntries(Object.entries(used).filter(([, value]) => value !== null));
}
