import { z } from 'zod';
import type { ModelizationRequest } from '../../entities/analytics/api';
import type { VariableWithAggregation } from '../../entities/analytics/explanatoryVariables';
import { DEFAULT_TIME_ZONE } from '../../lib/dateFormat';
import { cleanSearch } from '../../lib/searchParams';
import { isSamplingUnit, type Sampling } from '../../lib/sampling';
import {
  dateRangeFromSearch,
  dateRangeSearchSchema,
  resolveDateRangeValue,
  toLocalInputValue,
  type DateRangeValue,
} from '../../ui/DateRangePicker/dateRangeValue';
import { effectiveSampling } from './samplingChoices';

/**
 * The modelling inputs in the URL (spec 001 §4; CONVENTIONS "Routes and screens"): the project,
 * the variable to model and its aggregation, the explanatory variables with theirs, the period and
 * the sampling, and the saved configuration they came from, so that a copied link reproduces a
 * run's inputs. An explanatory variable is one repeated `explain` param, "variableId:aggregationId".
 * A malformed field is dropped rather than refusing the page (links come from users).
 */

/** The period a new model starts with: three months of daily steps (G14 judges daily models). */
export const DEFAULT_MODEL_RANGE: DateRangeValue = { shortcut: 'M-3' };
export const DEFAULT_MODEL_SAMPLING: Sampling = { sampling: 1, samplingUnit: 'days' };

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const PAIR_PATTERN = /^(\d+):(\d+)$/;

export function pairText(pair: VariableWithAggregation): string {
  return `${pair.variableId}:${pair.aggregationId}`;
}

export function parsePair(text: unknown): VariableWithAggregation | null {
  if (typeof text !== 'string') return null;
  const match = PAIR_PATTERN.exec(text.trim());
  if (!match) return null;
  const variableId = Number(match[1]);
  const aggregationId = Number(match[2]);
  return variableId > 0 && aggregationId > 0 ? { variableId, aggregationId } : null;
}

export const analyticsSearchSchema = z
  .object({
    projectId: positiveId,
    /** The saved configuration the inputs were loaded from; a run then uses its id. */
    configurationId: positiveId,
    /** The variable to model, "variableId:aggregationId". */
    target: z
      .string()
      .refine((value) => parsePair(value) !== null)
      .optional()
      .catch(undefined),
    explain: z
      .union([z.string(), z.array(z.unknown())])
      .transform((value) => (Array.isArray(value) ? value : [value]).filter((item) => parsePair(item) !== null))
      .pipe(z.array(z.string()))
      .optional()
      .catch(undefined),
    sampling: z.coerce.number().int().positive().optional().catch(undefined),
    samplingUnit: z
      .string()
      .refine((value) => isSamplingUnit(value))
      .optional()
      .catch(undefined),
  })
  .extend(dateRangeSearchSchema.shape);
export type AnalyticsSearch = z.infer<typeof analyticsSearchSchema>;

/** The inputs the screen reads from its search. */
export interface ModellingInputs {
  projectId: number | null;
  configurationId: number | null;
  target: VariableWithAggregation | null;
  explanatory: VariableWithAggregation[];
  period: DateRangeValue;
  sampling: Sampling;
}

export function inputsFromSearch(search: AnalyticsSearch): ModellingInputs {
  const unit = search.samplingUnit;
  return {
    projectId: search.projectId ?? null,
    configurationId: search.configurationId ?? null,
    target: parsePair(search.target),
    explanatory: (search.explain ?? []).flatMap((text) => {
      const pair = parsePair(text);
      return pair ? [pair] : [];
    }),
    period: dateRangeFromSearch(search) ?? DEFAULT_MODEL_RANGE,
    sampling:
      search.sampling !== undefined && isSamplingUnit(unit)
        ? { sampling: search.sampling, samplingUnit: unit }
        : DEFAULT_MODEL_SAMPLING,
  };
}

const sameSampling = (a: Sampling, b: Sampling) => a.sampling === b.sampling && a.samplingUnit === b.samplingUnit;

/** The search of some inputs, defaults (M-3, one day) left out. */
export function searchFromInputs(inputs: ModellingInputs): AnalyticsSearch {
  const period = inputs.period;
  const isDefaultPeriod = period !== null && 'shortcut' in period && period.shortcut === 'M-3';
  const custom = period !== null && 'start' in period ? period : null;
  const defaultSampling = sameSampling(inputs.sampling, DEFAULT_MODEL_SAMPLING);
  return cleanSearch<AnalyticsSearch>({
    projectId: inputs.projectId ?? undefined,
    configurationId: inputs.configurationId ?? undefined,
    target: inputs.target ? pairText(inputs.target) : undefined,
    explain: inputs.explanatory.map(pairText),
    range: period !== null && 'shortcut' in period && !isDefaultPeriod ? period.shortcut : undefined,
    start: custom?.start,
    end: custom?.end,
    sampling: defaultSampling ? undefined : inputs.sampling.sampling,
    samplingUnit: defaultSampling ? undefined : inputs.sampling.samplingUnit,
  });
}

/** Why the inputs cannot be modelled yet, field by field (shown once the user tries to run). */
export type InputProblem = 'project' | 'target' | 'explanatory' | 'explainsItself';

export function inputProblems(inputs: ModellingInputs): InputProblem[] {
  const problems: InputProblem[] = [];
  if (inputs.projectId === null) problems.push('project');
  if (inputs.target === null) problems.push('target');
  if (inputs.explanatory.length === 0) problems.push('explanatory');
  const target = inputs.target;
  if (
    target &&
    inputs.explanatory.some(
      (pair) => pair.variableId === target.variableId && pair.aggregationId === target.aggregationId,
    )
  )
    problems.push('explainsItself');
  return problems;
}

/**
 * The POST modelization body of complete inputs (spec 001 §7), the period resolved at `now` and the
 * sampling the period allows (spec 000 §4); the
 * saved configuration's id goes with the settings, which win over the saved ones (unsaved edits).
 */
export function modelizationRequestOf(
  inputs: ModellingInputs,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): ModelizationRequest | null {
  if (inputs.projectId === null || inputs.target === null || inputProblems(inputs).length > 0) return null;
  const period = resolveDateRangeValue(inputs.period, now, timeZone);
  const { sampling, samplingUnit } = effectiveSampling(period, inputs.sampling);
  return {
    ...(inputs.configurationId === null ? {} : { configurationId: inputs.configurationId }),
    projectId: inputs.projectId,
    variableToModel: inputs.target,
    variablesExplicatives: inputs.explanatory,
    start: period.start.toISOString(),
    end: period.end.toISOString(),
    sampling,
    samplingUnit,
  };
}

/** A saved configuration's settings as inputs: its fixed period on the site's wall clock. */
export function inputsFromConfiguration(
  configuration: {
    id: number;
    projectId: number;
    variableToModel: VariableWithAggregation;
    variablesExplicatives: readonly VariableWithAggregation[];
    start: string;
    end: string;
    sampling: number;
    samplingUnit: Sampling['samplingUnit'];
  },
  timeZone: string = DEFAULT_TIME_ZONE,
): ModellingInputs {
  const pair = ({ variableId, aggregationId }: VariableWithAggregation) => ({ variableId, aggregationId });
  return {
    projectId: configuration.projectId,
    configurationId: configuration.id,
    target: pair(configuration.variableToModel),
    explanatory: configuration.variablesExplicatives.map(pair),
    period: {
      start: toLocalInputValue(new Date(configuration.start), timeZone),
      end: toLocalInputValue(new Date(configuration.end), timeZone),
    },
    sampling: { sampling: configuration.sampling, samplingUnit: configuration.samplingUnit },
  };
}
