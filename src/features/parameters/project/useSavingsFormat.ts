import { useIntl } from 'react-intl';
import type { SavingsUnit } from '../../../entities/savings/energyUnits';
import { useMessage } from '../../../i18n/useMessage';
import { formatNumber } from '../../../lib/numberFormat';

/** Savings figures with their units (spec 001 §9), in the user's notation. */
export function useSavingsFormat() {
  const t = useMessage();
  const { locale } = useIntl();
  const number = (value: number, decimals = 2) => formatNumber(value, locale, decimals);
  return {
    /** In a savings unit; without a shared unit, the number says the units differ. */
    energy: (value: number, unit: SavingsUnit | null) =>
      unit === null
        ? t('parameters.project.unit.mixed', { value: number(value) })
        : t('parameters.project.unit.savings', { value: number(value), unit: t(SAVINGS_UNIT_IDS[unit]) }),
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
