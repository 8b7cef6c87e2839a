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
