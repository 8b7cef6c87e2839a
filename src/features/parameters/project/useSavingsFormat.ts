import { useIntl } from 'react-intl';
import type { SavingsUnit } from '../../../entities/savings/energyUnits';
import { SAVINGS_UNITS, type EnergyByUnit } from '../../../entities/savings/followUp';
import { useMessage } from '../../../i18n/useMessage';
import { formatNumber } from '../../../lib/numberFormat';

/** Savings figures with their units (spec 001 §9), in the user's notation. */
export function useSavingsFormat() {
  const t = useMessage();
  const { locale } = useIntl();
  const number = (value: number, decimals = 2) => formatNumber(value, locale, decimals);
  return {
    energy: (value: number, unit: SavingsUnit) =>
      t('parameters.project.unit.savings', { value: number(value), unit: t(SAVINGS_UNIT_IDS[unit]) }),
    /** One figure per savings unit present (spec 001 §9): MWh, MWh PCS and t are never added together. */
    energies: (energy: EnergyByUnit) =>
      SAVINGS_UNITS.flatMap((unit) => {
        const value = energy[unit];
        return value === undefined
          ? []
          : [t('parameters.project.unit.savings', { value: number(value), unit: t(SAVINGS_UNIT_IDS[unit]) })];
      }),
    euros: (value: number) => t('parameters.project.unit.euros', { value: number(value, 0) }),
    co2: (value: number) => t('parameters.project.unit.co2', { value: number(value) }),
    /** Per savings unit: teqCO2 per MWh, € per t… */
    perUnit: (value: number, what: 'euros' | 'co2', unit: SavingsUnit) =>
      t(what === 'euros' ? 'parameters.project.unit.eurosPer' : 'parameters.project.unit.co2Per', {
        value: number(value, 3),
        unit: t(SAVINGS_UNIT_IDS[unit]),
      }),
  };
}

const SAVINGS_UNIT_IDS = {
  MWh: 'parameters.project.unit.name.mwh',
  t: 'parameters.project.unit.name.tonnes',
  'MWh PCS': 'parameters.project.unit.name.mwhPcs',
} as const;
