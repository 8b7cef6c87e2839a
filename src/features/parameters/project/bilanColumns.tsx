import { Badge } from '@mantine/core';
import type { BilanBalance } from '../../../entities/savings/balanceApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate, formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { balanceSums } from './aapeFigures';
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

/** A year's balances (spec 001 §3 "Bilan per project"): each AAPE's period and results, with units. */
export function useBilanColumns(): DataTableColumn<BilanBalance>[] {
  const t = useMessage();
  const format = useSavingsFormat();
  return [
    {
      id: 'aape',
      header: t('parameters.project.bilan.aape'),
      cell: (row) => {
        const title = t('parameters.project.aape.title', { number: row.number ?? '–', name: row.name ?? '' });
        return <span title={title}>{title}</span>;
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
      cell: (row) =>
        row.total_energy_commitment === null || row.total_energy_commitment === undefined
          ? t('common.notSet')
          : format.energy(row.total_energy_commitment, balanceSums(row).unit),
      align: 'end',
    },
    {
      id: 'energySavings',
      header: t('parameters.project.bilan.energySavings'),
      cell: (row) => {
        const sums = balanceSums(row);
        return format.energy(sums.energySavings, sums.unit);
      },
      align: 'end',
    },
    {
      id: 'financialSavings',
      header: t('parameters.project.bilan.financialSavings'),
      cell: (row) => format.euros(balanceSums(row).financialSavings),
      align: 'end',
    },
    {
      id: 'co2Savings',
      header: t('parameters.project.bilan.co2Savings'),
      cell: (row) => format.co2(balanceSums(row).co2Savings),
      align: 'end',
    },
    {
      id: 'calculated',
      header: t('parameters.project.bilan.calculated'),
      cell: (row) => (row.last_calculation_date ? formatDateTime(row.last_calculation_date) : t('common.notSet')),
    },
  ];
}
