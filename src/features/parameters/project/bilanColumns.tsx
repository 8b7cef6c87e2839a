import { Badge } from '@mantine/core';
import type { Perimeter } from '../../../entities/savings/api';
import type { BilanBalance } from '../../../entities/savings/balanceApi';
import { balanceCommitment, balanceSavings } from '../../../entities/savings/followUp';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate, formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { EnergyByUnitText } from './EnergyByUnitText';
import { useSavingsFormat } from './useSavingsFormat';

export const BILAN_TABLE_ID = 'projectBilans';
export const BILAN_COLUMN_IDS = [
  'aape',
  'status',
  'period',
  'commitment',
  'energySavings',
  'financialSavings',
  'co2Savings',
  'calculated',
] as const;
/** The period (the year's, mostly) and the calculation date are in the chooser: the figures fit beside the AAPE. */
export const BILAN_DEFAULT_COLUMN_IDS = [
  'aape',
  'status',
  'commitment',
  'energySavings',
  'financialSavings',
  'co2Savings',
];

const NO_PERIMETERS: readonly Perimeter[] = [];

/**
 * A year's balances (spec 001 §3 "Bilan per project"): each AAPE's period and results, valued as
 * the energy-savings overview values them, energies one figure per savings unit. The commitment is
 * the AAPE's perimeters' targets over the balance's period; unknown until they are read.
 */
export function useBilanColumns(
  perimetersByAape?: ReadonlyMap<number, readonly Perimeter[]>,
): DataTableColumn<BilanBalance>[] {
  const t = useMessage();
  const format = useSavingsFormat();
  return [
    {
      id: 'aape',
      header: t('parameters.project.bilan.aape'),
      cell: (row) => {
        const title = t('parameters.project.aape.title', { number: row.number ?? '–', name: row.name ?? '' });
        return <span>{title}</span>;
      },
      maxWidth: 360,
    },
    {
      id: 'status',
      header: t('parameters.project.bilan.status'),
      cell: (row) => (
        <Badge variant="light" color={row.status === 'Active' ? 'green' : 'gray'}>
          {t(row.status === 'Active' ? 'parameters.project.bilan.active' : 'parameters.project.bilan.inactive')}
        </Badge>
      ),
    },
    {
      id: 'period',
      header: t('parameters.project.bilan.period'),
      cell: (row) =>
        t('parameters.project.bilan.periodValue', {
          start: formatDate(row.balance_start_date.slice(0, 10)),
          end: formatDate(row.balance_end_date.slice(0, 10)),
        }),
    },
    {
      id: 'commitment',
      header: t('parameters.project.bilan.commitment'),
      cell: (row) => {
        const perimeters = perimetersByAape?.get(row.aape_id) ?? NO_PERIMETERS;
        return perimeters.length === 0 ? (
          t('common.notSet')
        ) : (
          <EnergyByUnitText energy={balanceCommitment(row, perimeters).energy} align="flex-end" />
        );
      },
      align: 'end',
    },
    {
      id: 'energySavings',
      header: t('parameters.project.bilan.energySavings'),
      cell: (row) => <EnergyByUnitText energy={balanceSavings(row).energy} align="flex-end" />,
      align: 'end',
    },
    {
      id: 'financialSavings',
      header: t('parameters.project.bilan.financialSavings'),
      cell: (row) => format.euros(balanceSavings(row).euros),
      align: 'end',
    },
    {
      id: 'co2Savings',
      header: t('parameters.project.bilan.co2Savings'),
      cell: (row) => format.co2(balanceSavings(row).co2),
      align: 'end',
    },
    {
      id: 'calculated',
      header: t('parameters.project.bilan.calculated'),
      cell: (row) => (row.last_calculation_date ? formatDateTime(row.last_calculation_date) : t('common.notSet')),
    },
  ];
}
