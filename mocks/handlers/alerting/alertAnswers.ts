import { alertTypeDefinition, isCommunicationType } from '../../../src/entities/alerting/alertTypes';
import { contactRef, type ContactRef } from '../../db/contacts';
import type { AlertRow } from '../../db/alertRows';
import type { MockDatabase } from '../../db/database';
import { projectRef } from '../../db/structureRefs';

/**
 * Alerts as the API answers them (spec 000 §3): rows hold ids, answers nested references built
 * from the current rows so that renames show everywhere.
 */

/** The alert's contacts with their current name and e-mail; a contact deleted since is left out. */
export function alertContacts(db: MockDatabase, row: AlertRow): ContactRef[] {
  return row.contactIds.flatMap((id) => {
    const contact = db.contacts.find((candidate) => candidate.id === id);
    return contact ? [contactRef(contact)] : [];
  });
}

export function variableRef(db: MockDatabase, variableId: number) {
  const variable = db.variables.find((row) => row.id === variableId);
  const unit = variable ? db.units.find((row) => row.id === variable.unitId) : undefined;
  return {
    id: variableId,
    name: variable?.name ?? '',
    sourceTechnicalName: variable?.sourceTechnicalName ?? null,
    unit: unit ? { id: unit.id, name: unit.name } : null,
  };
}

export function aggregationRef(db: MockDatabase, aggregationId: number) {
  const aggregation = db.aggregations.find((row) => row.id === aggregationId);
  return { id: aggregationId, name: aggregation?.name ?? 'average' };
}

export function alertVariablesAnswer(db: MockDatabase, row: AlertRow) {
  return row.alertVariables.map((alertVariable) => ({
    variable: variableRef(db, alertVariable.variableId),
    aggregation: aggregationRef(db, alertVariable.aggregationId),
    sampling: alertVariable.sampling,
    samplingUnit: alertVariable.samplingUnit,
  }));
}

export function alertAnswer(db: MockDatabase, row: AlertRow) {
  return {
    id: row.id,
    name: row.name,
    project: projectRef(db, row.projectId),
    alertVariables: alertVariablesAnswer(db, row),
    activationFunction: { name: row.type, functionName: alertTypeDefinition(row.type)?.functionName ?? row.type },
    activationParameters: row.activationParameters,
    alertLevel: { name: row.alertLevel },
    scenarios: row.scenarioIds.flatMap((id) => {
      const scenario = db.scenarios.find((candidate) => candidate.id === id);
      return scenario ? [{ id: scenario.id, name: scenario.name }] : [];
    }),
    contacts: alertContacts(db, row),
    enabled: row.enabled,
    variables: isCommunicationType(row.type) ? row.variableIds.map((id) => variableRef(db, id)) : [],
    archived: row.archived,
  };
}

/** A boolean query parameter: 'true' or 'false', else no filter. */
export function booleanParam(url: URL, name: string): boolean | null {
  const value = url.searchParams.get(name);
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}
