import { useIntl } from 'react-intl';
import type { SavingsUnit } from '../../../entities/savings/energyUnits';
import { useMessage } from '../../../i18n/useMessage';
import type { MessageId } from '../../../i18n/messages';
import { formatSavingsNumber, formatSignedSavingsNumber, type SavingsKind } from './formatSavings';

/** The translated name of each savings unit (spec 001 §9). */
export const SAVINGS_UNIT_MESSAGES: Record<SavingsUnit, MessageId> = {
  MWh: 'savings.shared.unit.mwh',
  t: 'savings.shared.unit.tonnes',
  'MWh PCS': 'savings.shared.unit.mwhPcs',
};

export interface SavingsFormatters {
  /** The bare number, 2 decimals, in the user's notation. */
  number: (value: number | null | undefined) => string;
  /** "1 234,50 € HT" / "€1,234.50 excl. tax". */
  euros: (value: number | null | undefined, options?: { signed?: boolean }) => string;
  /** "12,34 teqCO2". */
  co2: (value: number | null | undefined, options?: { signed?: boolean }) => string;
  /** In a savings unit; null says the perimeters' energies differ, so no unit can be named. */
  energy: (value: number | null | undefined, unit: SavingsUnit | null, options?: { signed?: boolean }) => string;
  /** Any of the three by kind. */
  figure: (kind: SavingsKind, value: number | null | undefined, unit?: SavingsUnit | null, signed?: boolean) => string;
  /** The unit alone, for column headers: "MWh", "€ excl. tax", "teqCO2". */
  unitName: (kind: SavingsKind, unit?: SavingsUnit | null) => string;
}

/** Savings figures with their units in the user's language (amounts to the cent, spec 001 §5). */
export function useSavingsFormat(): SavingsFormatters {
  const t = useMessage();
  const { locale } = useIntl();
  const num = (value: number | null | undefined, signed = false) =>
    signed ? formatSignedSavingsNumber(value, locale) : formatSavingsNumber(value, locale);
  // The sign goes before the currency sign in English ("-€12.50"), so it is passed apart.
  const euros: SavingsFormatters['euros'] = (value, options) => {
    const cents = typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0;
    const sign = cents < 0 ? '-' : cents > 0 && options?.signed ? '+' : '';
    return t('savings.shared.euros', { sign, value: num(cents < 0 && value ? -value : value) });
  };
  const co2: SavingsFormatters['co2'] = (value, options) =>
    t('savings.shared.co2', { value: num(value, options?.signed) });
  const energy: SavingsFormatters['energy'] = (value, unit, options) =>
    unit === null
      ? t('savings.shared.mixedUnits', { value: num(value, options?.signed) })
      : t('savings.shared.energy', { value: num(value, options?.signed), unit: t(SAVINGS_UNIT_MESSAGES[unit]) });
  return {
    number: (value) => num(value),
    euros,
    co2,
    energy,
    figure: (kind, value, unit = null, signed = false) =>
      kind === 'euros'
        ? euros(value, { signed })
        : kind === 'co2'
          ? co2(value, { signed })
          : energy(value, unit, { signed }),
    unitName: (kind, unit = null) =>
      kind === 'euros'
        ? t('savings.shared.unit.euros')
        : kind === 'co2'
          ? t('savings.shared.unit.co2')
          : unit === null
            ? t('savings.shared.unit.mixed')
            : t(SAVINGS_UNIT_MESSAGES[unit]),
  };
}
