import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ProjectEnergy } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { formatNumber } from '../../../lib/numberFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';

export const ENERGY_TABLE_ID = 'projectEnergies';
export const ENERGY_COLUMN_IDS = ['energyType', 'currentPer', 'contractPer', 'emissionFactor', 'actions'] as const;
export const ENERGY_DEFAULT_COLUMN_IDS = [...ENERGY_COLUMN_IDS];

export interface EnergyRowActions {
  edit: (energy: ProjectEnergy) => void;
  remove: (energy: ProjectEnergy) => void;
  /** The energy being deleted. */
  busyId: number | null;
}

/** The energies table's columns, values with their units; the actions only with the right to manage. */
export function useEnergyColumns({
  typeLabel,
  actions,
}: {
  typeLabel: (code: string) => string;
  actions: EnergyRowActions | null;
}): DataTableColumn<ProjectEnergy>[] {
  const t = useMessage();
  const { locale } = useIntl();
  const amount = (value: number | null | undefined, unit: 'per' | 'emission') =>
    value === null || value === undefined
      ? t('common.notSet')
      : t(unit === 'per' ? 'parameters.project.unit.per' : 'parameters.project.unit.emission', {
          value: formatNumber(value, locale, unit === 'per' ? 2 : 4),
        });
  const columns: DataTableColumn<ProjectEnergy>[] = [
    {
      id: 'energyType',
      header: t('parameters.project.energy.type'),
      cell: (energy) => typeLabel(energy.energyType),
      sortValue: (energy) => typeLabel(energy.energyType),
    },
    {
      id: 'currentPer',
      header: t('parameters.project.energy.currentPer'),
      cell: (energy) => amount(energy.currentPer, 'per'),
      align: 'end',
      sortValue: (energy) => energy.currentPer,
    },
    {
      id: 'contractPer',
      header: t('parameters.project.energy.contractPer'),
      cell: (energy) => amount(energy.contractPer, 'per'),
      align: 'end',
      sortValue: (energy) => energy.contractPer,
    },
    {
      id: 'emissionFactor',
      header: t('parameters.project.energy.emissionFactor'),
      cell: (energy) => amount(energy.emissionFactor, 'emission'),
      align: 'end',
      sortValue: (energy) => energy.emissionFactor,
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (energy) => {
        const type = typeLabel(energy.energyType);
        return (
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t('parameters.project.energy.editOf', { type })}
              onClick={() => actions.edit(energy)}
            >
              {t('common.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              color="red"
              loading={actions.busyId === energy.id}
              aria-label={t('parameters.project.energy.deleteOf', { type })}
              onClick={() => actions.remove(energy)}
            >
              {t('common.delete')}
            </Button>
          </Group>
        );
      },
    },
  ];
}
