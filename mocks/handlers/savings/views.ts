import { aapeTotals, computePerimeterBalance, periodDays } from '../../../src/entities/savings/balanceMath';
import { ENERGY_TRANSLATIONS, isEnergyCode } from '../../../src/entities/savings/energyUnits';
import type { MockDatabase } from '../../db/database';
import {
  balanceFactors,
  type AapeRow,
  type BalanceAapeRow,
  type BalancePerimeterRow,
  type PerimeterRow,
} from '../../db/savings';
import { projectRef } from '../../db/structureRefs';
import { fail } from '../respond';
import type { MockUser } from '../../db/users';
import { seesProject } from '../scope';

/*
 * Rows as the savings calls answer them: nested refs built from the current rows, totals and
 * balance values computed with the client's own balanceMath (spec 001 §3, §5).
 */

/**
 * Reads need energy_saving_view; the spec has no energy_saving_manage, so writes need
 * project_manage (spec 001 §6). The catalogue has no AAPE or perimeter code: like the bilan
 * errors of spec 001 §8, these answer raw texts.
 */
export const VIEW = 'energy_saving_view';
export const MANAGE = 'project_manage';
export const AAPE_NOT_FOUND = 'Aape not found';
export const PERIMETER_NOT_FOUND = 'Perimeter not found';

/** Whether the caller sees the AAPE's project (scope.ts): what hangs from an AAPE follows it. */
export function seesAape(db: MockDatabase, caller: MockUser, aapeId: number): boolean {
  return seesProject(db, caller, db.aapes.find((row) => row.id === aapeId)?.projectId);
}

/** The AAPE, or 404 (also for another customer's). */
export function findAape(db: MockDatabase, caller: MockUser, id: number): AapeRow {
  const aape = db.aapes.find((row) => row.id === id);
  return aape && seesProject(db, caller, aape.projectId) ? aape : fail(404, AAPE_NOT_FOUND);
}

const byNumber = <T extends { number: number }>(a: T, b: T) => a.number - b.number;

export function perimetersOf(db: MockDatabase, aapeId: number): PerimeterRow[] {
  return db.perimeters.filter((perimeter) => perimeter.aapeId === aapeId).sort(byNumber);
}

export function aapeView(db: MockDatabase, row: AapeRow) {
  return { ...row, project: projectRef(db, row.projectId), ...aapeTotals(perimetersOf(db, row.id)) };
}

function measureRef(db: MockDatabase, variableId: number | null) {
  const variable = variableId === null ? undefined : db.variables.find((row) => row.id === variableId);
  if (!variable) return null;
  return {
    id: variable.id,
    name: variable.name,
    unit: db.units.find((unit) => unit.id === variable.unitId)?.name ?? null,
  };
}

export function energyTranslations(energyCode: string) {
  return isEnergyCode(energyCode) ? ENERGY_TRANSLATIONS[energyCode] : { fr: energyCode, en: energyCode };
}

export function perimeterView(db: MockDatabase, row: PerimeterRow) {
  return {
    ...row,
    energy_translations: energyTranslations(row.energy_code),
    consumption_measure: measureRef(db, row.consumption_measure_id),
    consumption_model_measure: measureRef(db, row.consumption_reference_measure_id),
    direct_savings_measure: measureRef(db, row.saving_measure_id),
  };
}

/** Days of the balance already measured: from its start to its end or its last calculation. */
function measuredDays(balance: BalanceAapeRow): number {
  const calculated = balance.last_calculation_date.slice(0, 10);
  const end = calculated < balance.balance_end_date ? calculated : balance.balance_end_date;
  return periodDays(balance.balance_start_date, end);
}

export function balancePerimeterView(db: MockDatabase, line: BalancePerimeterRow) {
  const perimeter = db.perimeters.find((row) => row.id === line.perimeter_id);
  const balance = db.balanceAapes.find((row) => row.balance_aape_id === line.balanceAapeId);
  const values = computePerimeterBalance({
    reference_consumption: perimeter?.reference_consumption ?? 0,
    savings_target: perimeter?.savings_target ?? 0,
    ncv_co2eq_emission_coefficient: perimeter?.ncv_co2eq_emission_coefficient ?? 0,
    contract_energy_price: perimeter?.contract_energy_price ?? 0,
    days: balance ? measuredDays(balance) : 0,
    ...balanceFactors(line.perimeter_id, balance?.balance_start_date ?? '1970'),
  });
  const { commitment: _commitment, ...computed } = values;
  return {
    ...line,
    number: perimeter?.number ?? null,
    energy_code: perimeter?.energy_code ?? '',
    energy_translations: energyTranslations(perimeter?.energy_code ?? ''),
    ...computed,
    energy_savings_made: computed.saving_measure_value,
    financial_savings_made: computed.financial_saving_calc,
  };
}

export function balanceAapeView(db: MockDatabase, balance: BalanceAapeRow) {
  const aape = db.aapes.find((row) => row.id === balance.aape_id);
  const lines = db.balancePerimeters
    .filter((line) => line.balanceAapeId === balance.balance_aape_id)
    .map((line) => balancePerimeterView(db, line))
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  return {
    ...balance,
    name: aape?.name ?? null,
    number: aape?.number ?? null,
    total_energy_commitment: aapeTotals(perimetersOf(db, balance.aape_id)).total_energy_commitment,
    balancePerimeters: lines,
  };
}

export const balanceYear = (balance: BalanceAapeRow) => Number(balance.balance_start_date.slice(0, 4));

/** The balances of a project's AAPE: by year descending, then AAPE number ascending (spec 001 §3). */
export function projectBalances(db: MockDatabase, projectId: number) {
  const aapeIds = new Set(db.aapes.filter((aape) => aape.projectId === projectId).map((aape) => aape.id));
  return db.balanceAapes
    .filter((balance) => aapeIds.has(balance.aape_id))
    .map((balance) => ({ ...balanceAapeView(db, balance), year: balanceYear(balance) }))
    .sort((a, b) => b.year - a.year || (a.number ?? 0) - (b.number ?? 0) || a.balance_aape_id - b.balance_aape_id);
}
