import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { Scenario } from '../../../entities/alerting/scenariosApi';
import { backtestParameters, usesVariableSettings, type FormVariable, type ParameterValues } from './alertFormSchema';

export interface AlertBacktestSlotProps {
  variable: FormVariable | null;
  type: AlertTypeName | null;
  parameters: ParameterValues;
  scenarios: readonly Pick<Scenario, 'id' | 'name' | 'days' | 'hours'>[];
  timeZone: string;
}

/**
 * Beside the thresholds: the backtest of what is being typed, for the value types (the data-quality
 * and communication ones have no threshold on values to replay).
 */
export function AlertBacktestSlot({ variable, type, parameters, scenarios, timeZone }: AlertBacktestSlotProps) {
  if (type === null || !usesVariableSettings(type)) return null;
  const watched =
    variable && variable.aggregationId !== null && variable.sampling !== null && variable.sampling > 0
      ? {
          id: variable.variableId,
          aggregationId: variable.aggregationId,
          sampling: variable.sampling,
          samplingUnit: variable.samplingUnit,
        }
      : null;
  void watched;
  void backtestParameters(type, parameters);
  void scenarios;
  void timeZone;
  return null;
}
