import type { AlertTypeName } from '../../../entities/alerting/alertTypes';
import type { Scenario } from '../../../entities/alerting/scenariosApi';
import { AlertBacktest } from '../backtest/AlertBacktest';
import {
  acceptsSeveralVariables,
  backtestParameters,
  type FormVariable,
  type ParameterValues,
} from './alertFormSchema';

export interface AlertBacktestSlotProps {
  variable: FormVariable | null;
  type: AlertTypeName | null;
  parameters: ParameterValues;
  scenarios: readonly Pick<Scenario, 'id' | 'name' | 'days' | 'hours'>[];
  timeZone: string;
}

/**
 * Beside the thresholds: the backtest of what is being typed (issue 13 item 5), for the value
 * types; the communication and data-quality ones have no threshold on values to replay. It reads
 * the form's current values, so it follows every keystroke without a new request.
 */
export function AlertBacktestSlot({ variable, type, parameters, scenarios, timeZone }: AlertBacktestSlotProps) {
  if (type === null || acceptsSeveralVariables(type)) return null;
  const watched =
    variable && variable.aggregationId !== null && variable.sampling !== null && variable.sampling > 0
      ? {
          id: variable.variableId,
          aggregationId: variable.aggregationId,
          sampling: variable.sampling,
          samplingUnit: variable.samplingUnit,
        }
      : null;
  return (
    <AlertBacktest
      variable={watched}
      type={type}
      parameters={backtestParameters(type, parameters)}
      scenarios={scenarios}
      timeZone={timeZone}
    />
  );
}
