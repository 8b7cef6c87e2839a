/**
 * Energy codes of perimeters and the units their savings are counted in (spec 001 §3, §9).
 */

/**
 * spec 001 §3: "energy_code; seen ELECTRICITY, STEAM and other gas-like". The three seen in the
 * spec come first; the gas-like others are our choice. Reads accept any code (a server may know
 * more); writes offer these.
 */
export const ENERGY_CODES = ['ELECTRICITY', 'STEAM', 'NATURAL_GAS', 'PROPANE', 'BIOGAS'] as const;
export type EnergyCode = (typeof ENERGY_CODES)[number];

/** spec 001 §9: "MWh for electricity, tonnes for steam, MWh PCS otherwise". */
export type SavingsUnit = 'MWh' | 't' | 'MWh PCS';

export function savingsUnit(energyCode: string | null | undefined): SavingsUnit {
  if (energyCode === 'ELECTRICITY') return 'MWh';
  if (energyCode === 'STEAM') return 't';
  return 'MWh PCS';
}

/** spec 001 §9: the data types a balance view switches between, and the savings units. */
export const BALANCE_DATA_TYPES = ['Euros', 'teqCO2', 'MWh'] as const;
export type BalanceDataType = (typeof BALANCE_DATA_TYPES)[number];

/** The French and English names a perimeter carries with its energy_code (spec 001 §3). */
export const ENERGY_TRANSLATIONS: Record<EnergyCode, { fr: string; en: string }> = {
  ELECTRICITY: { fr: 'Électricité', en: 'Electricity' },
  STEAM: { fr: 'Vapeur', en: 'Steam' },
  NATURAL_GAS: { fr: 'Gaz naturel', en: 'Natural gas' },
  PROPANE: { fr: 'Propane', en: 'Propane' },
  BIOGAS: { fr: 'Biogaz', en: 'Biogas' },
};

export function isEnergyCode(value: unknown): value is EnergyCode {
  return typeof value === 'string' && (ENERGY_CODES as readonly string[]).includes(value);
}

/** The name to show for an energy: the server's translation first, then ours, then the code. */
export function energyLabel(
  energyCode: string,
  language: 'fr' | 'en',
  translations?: { fr?: string | null; en?: string | null } | null,
): string {
  const served = translations?.[language];
  if (served) return served;
  return isEnergyCode(energyCode) ? ENERGY_TRANSLATIONS[energyCode][language] : energyCode;
}
