import { Badge, Checkbox, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import type { Variable } from '../../../entities/variables/api';
import { isAttached, type PendingChange } from './attachChanges';

export const DEVICE_COLUMN_IDS = ['member', 'name', 'unit', 'aggregation', 'technicalId', 'state'] as const;
export const DEFAULT_DEVICE_COLUMN_IDS: readonly string[] = DEVICE_COLUMN_IDS;

interface DeviceColumnsOptions {
  projectId: number;
  changes: readonly PendingChange[];
  onMembership: (variable: Variable, inProject: boolean) => void;
}

function Named({ text }: { text: string | null | undefined }) {
  return <span>{text ?? ''}</span>;
}

/**
 * A device's variables as a checklist: ticked means "in the project once the changes are applied";
 * the state column says what the variable is now and what will change.
 */
export function useDeviceColumns({
  projectId,
  changes,
  onMembership,
}: DeviceColumnsOptions): DataTableColumn<Variable>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<Variable>[] => {
    const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const changeOf = (variable: Variable) => changes.find((item) => item.variable.id === variable.id)?.action;
    const columns: Record<(typeof DEVICE_COLUMN_IDS)[number], DataTableColumn<Variable>> = {
      member: {
        id: 'member',
        header: t('variables.addToProject.device.column.member'),
        fullHeader: t('variables.addToProject.device.column.memberFull'),
        cell: (variable) => {
          const change = changeOf(variable);
          const checked = change ? change === 'attach' : isAttached(variable, projectId);
          return (
            <Checkbox
              aria-label={t('variables.addToProject.device.inProject', { name: variable.name })}
              checked={checked}
              onChange={(event) => onMembership(variable, event.currentTarget.checked)}
            />
          );
        },
      },
      name: {
        id: 'name',
        header: t('variables.addToProject.device.column.name'),
        maxWidth: 340,
        cell: (variable) => <Named text={variable.name} />,
      },
      unit: {
        id: 'unit',
        header: t('variables.addToProject.device.column.unit'),
        cell: (variable) => variable.unit.name,
      },
      aggregation: {
        id: 'aggregation',
        header: t('variables.addToProject.device.column.aggregation'),
        cell: (variable) => t(`variables.picker.aggregation.${variable.aggregation.name}`),
      },
      technicalId: {
        id: 'technicalId',
        header: t('variables.addToProject.device.column.technicalId'),
        maxWidth: 200,
        cell: (variable) => <Named text={variable.sourceTechnicalName} />,
      },
      state: {
        id: 'state',
        header: t('variables.addToProject.device.column.state'),
        cell: (variable) => {
          const change = changeOf(variable);
          if (change) {
            const color = change === 'attach' ? 'blue' : 'orange';
            return (
              <Badge variant="outline" color={color} c={badgeTextColor(color)} tt="none">
                {t(
                  change === 'attach'
                    ? 'variables.addToProject.state.toAttach'
                    : 'variables.addToProject.state.toDetach',
                )}
              </Badge>
            );
          }
          return isAttached(variable, projectId) ? (
            <Badge variant="light" color="green" c={badgeTextColor('green')} tt="none">
              {t('variables.addToProject.state.attached')}
            </Badge>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('variables.addToProject.state.notAttached')}
            </Text>
          );
        },
      },
    };
    return DEVICE_COLUMN_IDS.map((id) => columns[id]);
  }, [intl, changes, projectId, onMembership]);
}
