import { useIntl } from 'react-intl';
import type { Perimeter } from '../../../entities/savings/api';
import { energyLabel, savingsUnit } from '../../../entities/savings/energyUnits';
import { useMessage } from '../../../i18n/useMessage';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { useSavingsFormat } from './useSavingsFormat';

export const PERIMETER_TABLE_ID = 'projectAapePerimeters';
export const PERIMETER_COLUMN_IDS = [
  'number',
  'energy',
  'savingsTarget',
  'referenceConsumption',
  'emissionCoefficient',
  'energyPrice',
] as const;
export const PERIMETER_DEFAULT_COLUMN_IDS = [...PERIMETER_COLUMN_IDS];

/** An AAPE's perimeters (spec 001 §3 Perimeter), each figure in its energy's savings unit (§9). */
export function usePerimeterColumns(): DataTableColumn<Perimeter>[] {
  const t = useMessage();
  const { locale } = useIntl();
  const format = useSavingsFormat();
  const language = locale === 'en' ? 'en' : 'fr';
  return [
    {
      id: 'number',
      header: t('parameters.project.perimeter.number'),
      cell: (row) => row.number,
      align: 'end',
      sortValue: (row) => row.number,
    },
    {
      id: 'energy',
      header: t('parameters.project.perimeter.energy'),
      cell: (row) => energyLabel(row.energy_code, language, row.energy_translations),
      sortValue: (row) => energyLabel(row.energy_code, language, row.energy_translations),
    },
    {
      id: 'savingsTarget',
      header: t('parameters.project.perimeter.savingsTarget'),
      cell: (row) => format.energy(row.savings_target, savingsUnit(row.energy_code)),
      align: 'end',
      sortValue: (row) => row.savings_target,
    },
    {
      id: 'referenceConsumption',
      header: t('parameters.project.perimeter.referenceConsumption'),
      cell: (row) => format.energy(row.reference_consumption, savingsUnit(row.energy_code)),
      align: 'end',
      sortValue: (row) => row.reference_consumption,
    },
    {
      id: 'emissionCoefficient',
      header: t('parameters.project.perimeter.emissionCoefficient'),
      cell: (row) => format.perUnit(row.ncv_co2eq_emission_coefficient, 'co2', savingsUnit(row.energy_code)),
      align: 'end',
      sortValue: (row) => row.ncv_co2eq_emission_coefficient,
    },
    {
      id: 'energyPrice',
      header: t('parameters.project.perimeter.energyPrice'),
      cell: (row) => format.perUnit(row.contract_energy_price, 'euros', savingsUnit(row.energy_code)),
      align: 'end',
      sortValue: (row) => row.contract_energy_price,
    },
  ];
}
