import type { AlertLevelName, AlertTypeName } from '../../src/entities/alerting/alertTypes';
import type { ActivationParameters } from '../../src/entities/alerting/thresholds';
import type { SamplingUnitName } from './variables';

/** The alerting tables' rows (spec 000 §3): alerts and scenarios, seeded in alerting.ts. */

export interface ScenarioRow {
  id: number;
  name: string;
  /** null: a global scenario (superuser only, spec 000 §6). */
  placeId: number | null;
  days: boolean[];
  hours: boolean[];
}

export interface AlertVariableRow {
  variableId: number;
  aggregationId: number;
  sampling: number;
  samplingUnit: SamplingUnitName;
}

export interface AlertRow {
  id: number;
  name: string;
  projectId: number;
  type: AlertTypeName;
  alertVariables: AlertVariableRow[];
  /** Communication alerts' watched variables (spec 000 §3 "variables"). */
  variableIds: number[];
  activationParameters: Required<{ [K in keyof ActivationParameters]: number | null }>;
  alertLevel: AlertLevelName;
  scenarioIds: number[];
  /** The admin area's contacts (mocks/db/contacts.ts); answers embed their current name and e-mail. */
  contactIds: number[];
  enabled: boolean;
  archived: boolean;
}
