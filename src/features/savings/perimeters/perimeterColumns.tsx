import { Badge, Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Perimeter } from '../../../entities/savings/api';
import { energyLabel, savingsUnit } from '../../../entities/savings/energyUnits';
import { useMessage } from '../../../i18n/useMessage';
import { formatNumber } from '../../../lib/numberFormat';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { SavingsFigure } from '../shared/SavingsFigure';
import { SAVINGS_UNIT_MESSAGES } from '../shared/useSavingsFormat';

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
 * target and reference in the energy's savings unit (§9), price and coefficient per that unit.
 */
export function usePerimeterColumns(mainId: number | null | undefined, actions: PerimeterRowActions) {
  const t = useMessage();
  const { locale } = useIntl();
  const language = locale.startsWith('en') ? 'en' : 'fr';
  const unitOf = (row: Perimeter) => t(SAVINGS_UNIT_MESSAGES[savingsUnit(row.energy_code)]);
  const energyOf = (row: Perimeter) => energyLabel(row.energy_code, language, row.energy_translations);
  const columns: DataTableColumn<Perimeter>[] = [
    {
      id: 'number',
      header: t('savings.perimeters.column.number'),
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <span>{row.number}</span>
          {row.id === mainId ? (
            <Badge size="sm" variant="light" color="blue" c={badgeTextColor('blue')}>
              {t('savings.perimeters.main')}
            </Badge>
          ) : null}
        </Group>
      ),
      width: 96,
      sortValue: (row) => row.number,
    },
    { id: 'energy', header: t('savings.perimeters.column.energy'), cell: energyOf, sortValue: energyOf },
    {
      id: 'savingsTarget',
      header: t('savings.perimeters.column.savingsTarget'),
      cell: (row) => <SavingsFigure kind="energy" value={row.savings_target} unit={savingsUnit(row.energy_code)} />,
      align: 'end',
      sortValue: (row) => row.savings_target,
    },
    {
      id: 'referenceConsumption',
      header: t('savings.perimeters.column.referenceConsumption'),
      cell: (row) => (
        <SavingsFigure kind="energy" value={row.reference_consumption} unit={savingsUnit(row.energy_code)} />
      ),
      align: 'end',
      sortValue: (row) => row.reference_consumption,
    },
    {
      id: 'energyPrice',
      header: t('savings.perimeters.column.energyPrice'),
      cell: (row) =>
        t('savings.perimeters.pricePerUnit', {
          value: formatNumber(row.contract_energy_price, locale, 2),
          unit: unitOf(row),
        }),
      align: 'end',
      sortValue: (row) => row.contract_energy_price,
    },
    {
      id: 'emissionCoefficient',
      header: t('savings.perimeters.column.emissionCoefficient'),
      cell: (row) =>
        t('savings.perimeters.coefficientPerUnit', {
          value: formatNumber(row.ncv_co2eq_emission_coefficient, locale, 4),
          unit: unitOf(row),
        }),
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
