import { Badge, Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Perimeter } from '../../../entities/savings/api';
import { energyLabel, savingsUnit } from '../../../entities/savings/energyUnits';
import { useMessage } from '../../../i18n/useMessage';
import { formatNumber } from '../../../lib/numberFormat';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { formatSavingsNumber } from '../shared/formatSavings';
import { SavingsFigure } from '../shared/SavingsFigure';

export const PERIMETER_TABLE_ID = 'savingsAapePerimeters';
export const PERIMETER_COLUMN_IDS = [
  'number',
  'energy',
  'savingsTarget',
  'referenceConsumption',
  'energyPrice',
  'emissionCoefficient',
  'sampling',
  'actions',
] as const;
export const PERIMETER_DEFAULT_COLUMN_IDS = PERIMETER_COLUMN_IDS.filter((id) => id !== 'sampling');

export interface PerimeterRowActions {
  /** The perimeter whose chart is open. */
  chartId: number | null;
  toggleChart: (perimeter: Perimeter) => void;
  /** Edit and delete, only with project_manage. */
  manage: {
    edit: (perimeter: Perimeter) => void;
    remove: (perimeter: Perimeter) => void;
    busyId: number | null;
  } | null;
}

/**
 * An AAPE's perimeters (spec 001 §3): the main one marked, the energy in the user's language,
 * target and reference in the energy's savings unit (§9), price and coefficient per that unit
 * (said once in their headers, so that the table fits beside the structure navigator).
 */
export function usePerimeterColumns(mainId: number | null | undefined, actions: PerimeterRowActions) {
  const t = useMessage();
  const { locale } = useIntl();
  const language = locale.startsWith('en') ? 'en' : 'fr';
  const energyOf = (row: Perimeter) => energyLabel(row.energy_code, language, row.energy_translations);
  const columns: DataTableColumn<Perimeter>[] = [
    {
      id: 'number',
      header: t('savings.perimeters.column.number'),
      cell: (row) => row.number,
      align: 'end',
      sortValue: (row) => row.number,
    },
    {
      id: 'energy',
      header: t('savings.perimeters.column.energy'),
      // The main mark under the energy rather than beside the number: the table stays narrow.
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <span>{energyOf(row)}</span>
          {row.id === mainId ? (
            <Badge size="xs" variant="light" color="blue" c={badgeTextColor('blue')}>
              {t('savings.perimeters.main')}
            </Badge>
          ) : null}
        </Stack>
      ),
      sortValue: energyOf,
    },
    {
      id: 'savingsTarget',
      header: t('savings.perimeters.column.savingsTarget'),
      fullHeader: t('savings.perimeters.column.savingsTargetFull'),
      cell: (row) => <SavingsFigure kind="energy" value={row.savings_target} unit={savingsUnit(row.energy_code)} />,
      align: 'end',
      sortValue: (row) => row.savings_target,
    },
    {
      id: 'referenceConsumption',
      header: t('savings.perimeters.column.referenceConsumption'),
      fullHeader: t('savings.perimeters.column.referenceConsumptionFull'),
      cell: (row) => (
        <SavingsFigure kind="energy" value={row.reference_consumption} unit={savingsUnit(row.energy_code)} />
      ),
      align: 'end',
      sortValue: (row) => row.reference_consumption,
    },
    {
      id: 'energyPrice',
      header: t('savings.perimeters.column.energyPrice'),
      fullHeader: t('savings.perimeters.column.energyPriceFull'),
      cell: (row) => t('savings.perimeters.price', { value: formatSavingsNumber(row.contract_energy_price, locale) }),
      align: 'end',
      sortValue: (row) => row.contract_energy_price,
    },
    {
      id: 'emissionCoefficient',
      header: t('savings.perimeters.column.emissionCoefficient'),
      fullHeader: t('savings.perimeters.column.emissionCoefficientFull'),
      cell: (row) => formatNumber(row.ncv_co2eq_emission_coefficient, locale, 4),
      align: 'end',
      sortValue: (row) => row.ncv_co2eq_emission_coefficient,
    },
    {
      id: 'sampling',
      header: t('savings.perimeters.column.sampling'),
      cell: (row) =>
        row.calculation_sampling ? t(`savings.perimeters.sampling.${row.calculation_sampling}`) : t('common.notSet'),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (row) => {
        const number = row.number;
        const open = actions.chartId === row.id;
        return (
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-xs"
              variant={open ? 'light' : 'default'}
              {...(open ? { c: badgeTextColor('blue') } : {})}
              aria-pressed={open}
              aria-label={t('savings.perimeters.chartOf', { number })}
              onClick={() => actions.toggleChart(row)}
            >
              {t('savings.perimeters.chartButton')}
            </Button>
            {actions.manage ? (
              <>
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('savings.perimeters.editOf', { number })}
                  onClick={() => actions.manage?.edit(row)}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  color="red"
                  loading={actions.manage.busyId === row.id}
                  aria-label={t('savings.perimeters.deleteOf', { number })}
                  onClick={() => actions.manage?.remove(row)}
                >
                  {t('common.delete')}
                </Button>
              </>
            ) : null}
          </Group>
        );
      },
    },
  ];
  return columns;
}
