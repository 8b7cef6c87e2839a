import { z } from 'zod';
import type { Choice, ProjectEnergy } from '../../../entities/structure/api';
import { decimalTextOf, parseDecimalText } from './decimalText';

/**
 * A project energy as its dialog holds it (spec 001 §3 Project energy): the energy type's code,
 * the PERs in €/MWh and the emission factor in kgCO2e/kWh GCV as typed (a decimal comma in
 * French). The output is the body of POST project-energy without the project, and of PUT.
 */
export interface ProjectEnergyValues {
  energyType: string;
  currentPer: string;
  contractPer: string;
  emissionFactor: string;
}

export const ENERGY_FIELD_ERRORS = ['typeRequired', 'number', 'negative'] as const;

const amount = z.string().transform((text, ctx) => {
  const value = parseDecimalText(text);
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: 'number' });
    return z.NEVER;
  }
  if (value < 0) {
    ctx.addIssue({ code: 'custom', message: 'negative' });
    return z.NEVER;
  }
  return value;
});

export const projectEnergyFormSchema = z.object({
  energyType: z.string().min(1, 'typeRequired'),
  currentPer: amount,
  contractPer: amount,
  emissionFactor: amount,
});
export type ProjectEnergyOutput = z.output<typeof projectEnergyFormSchema>;

export function projectEnergyDefaults(energy: ProjectEnergy | null, locale: string): ProjectEnergyValues {
  return {
    energyType: energy?.energyType ?? '',
    currentPer: decimalTextOf(energy?.currentPer, locale),
    contractPer: decimalTextOf(energy?.contractPer, locale),
    emissionFactor: decimalTextOf(energy?.emissionFactor, locale),
  };
}

/**
 * The energy types the dialog offers: those the project does not use yet, plus the edited
 * energy's own (a project has one line per energy type).
 */
export function offeredEnergyTypes(
  types: readonly Choice[],
  energies: readonly ProjectEnergy[],
  edited: ProjectEnergy | null,
): Choice[] {
  const used = new Set(energies.filter((energy) => energy.id !== edited?.id).map((energy) => energy.energyType));
  return types.filter((type) => !used.has(type.code));
}
