/*
 * Intervention ticket statuses and types. spec 001 §3 names a status but not its values, and §7
 * says the fetch-all's second call filters by "the completed status id": the values and ids are
 * ours. Current tickets are every status but completed; archived tickets are the completed ones
 * (spec 001 §2: "current and archived lists"). Pure, shared with the mocked API.
 */

export const INTERVENTION_STATUSES = [
  { id: 1, name: 'open' },
  { id: 2, name: 'in_progress' },
  { id: 3, name: 'on_hold' },
  { id: 4, name: 'completed' },
] as const;

export type InterventionStatusName = (typeof INTERVENTION_STATUSES)[number]['name'];
export type InterventionStatusId = (typeof INTERVENTION_STATUSES)[number]['id'];

export const INTERVENTION_STATUS_NAMES = INTERVENTION_STATUSES.map(
  (status) => status.name,
) as readonly InterventionStatusName[];

/** The id the fetch-all's second GET sends as interventionStatus (spec 001 §7). */
export const COMPLETED_INTERVENTION_STATUS_ID: InterventionStatusId = 4;

export function interventionStatusById(id: unknown): (typeof INTERVENTION_STATUSES)[number] | undefined {
  return INTERVENTION_STATUSES.find((status) => status.id === id);
}

export function interventionStatusByName(name: unknown): (typeof INTERVENTION_STATUSES)[number] | undefined {
  return INTERVENTION_STATUSES.find((status) => status.name === name);
}

export function isArchivedInterventionStatus(statusId: number): boolean {
  return statusId === COMPLETED_INTERVENTION_STATUS_ID;
}

/** Kinds of intervention on site or remotely (not in the spec; what a maintenance team logs). */
export const INTERVENTION_TYPES = ['preventive', 'corrective', 'installation', 'remote_support', 'audit'] as const;
export type InterventionType = (typeof INTERVENTION_TYPES)[number];

/** Hardware lines name a type of equipment (spec 001 §3, §5: the type is required). */
export const HARDWARE_TYPES = ['sensor', 'meter', 'gateway', 'plc', 'cable', 'power_supply', 'modem'] as const;
export type HardwareType = (typeof HARDWARE_TYPES)[number];
