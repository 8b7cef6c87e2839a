import type { ModelizationState } from '../../entities/analytics/api';
import type { VariableWithAggregation } from '../../entities/analytics/explanatoryVariables';
import type { ModellingInputs } from './analyticsSearch';

const key = (pair: VariableWithAggregation) => `${pair.variableId}:${pair.aggregationId}`;

/**
 * Whether a run's state is of the variables on screen (the state does not repeat the period and
 * sampling). The explanatory variables are compared as a set: their order changes no coefficient.
 */
export function stateMatchesInputs(
  state: Pick<ModelizationState, 'variableToModel' | 'variablesExplicatives'>,
  inputs: Pick<ModellingInputs, 'target' | 'explanatory'>,
): boolean {
  if (!inputs.target || key(inputs.target) !== key(state.variableToModel)) return false;
  const shown = new Set(inputs.explanatory.map(key));
  const run = new Set(state.variablesExplicatives.map(key));
  return shown.size === run.size && [...shown].every((pair) => run.has(pair));
}

/**
 * Whether the inputs on screen differ from the saved configuration they were loaded from: the
 * variables (as a set), the sampling and the period (a shortcut chosen since counts as a change).
 */
export function inputsDifferFrom(inputs: ModellingInputs, saved: ModellingInputs): boolean {
  const samePeriod =
    inputs.period !== null &&
    saved.period !== null &&
    'start' in inputs.period &&
    'start' in saved.period &&
    inputs.period.start === saved.period.start &&
    inputs.period.end === saved.period.end;
  const sameSampling =
    inputs.sampling.sampling === saved.sampling.sampling &&
    inputs.sampling.samplingUnit === saved.sampling.samplingUnit;
  const sameVariables =
    saved.target !== null &&
    stateMatchesInputs({ variableToModel: saved.target, variablesExplicatives: saved.explanatory }, inputs);
  return !(samePeriod && sameSampling && sameVariables && inputs.projectId === saved.projectId);
}
