import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { Variable } from '../../../entities/variables/api';
import { deviceVariablesQuery, devicesOf, siteVariablesQuery } from './addToProjectQueries';
import { willBeAttached, type PendingChange } from './attachChanges';
import { DEFAULT_DEVICE_COLUMN_IDS, useDeviceColumns } from './deviceVariablesColumns';

interface DeviceVariablesProps {
  projectId: number;
  placeId: number;
  deviceId: number | undefined;
  onDevice: (deviceId: number | undefined) => void;
  changes: readonly PendingChange[];
  onMembership: (variables: readonly Variable[], inProject: boolean) => void;
}

const rowKey = (variable: Variable) => variable.id;

/**
 * The site's acquisition devices, then the chosen device's variables (spec 001 §7: by device,
 * limit 1000, type variable) as a checklist saying which are in the project.
 */
export function DeviceVariables({
  projectId,
  placeId,
  deviceId,
  onDevice,
  changes,
  onMembership,
}: DeviceVariablesProps) {
  const t = useMessage();
  const site = useQueryRegion(siteVariablesQuery(placeId));
  const device = useQueryRegion({ ...deviceVariablesQuery(placeId, deviceId ?? 0), enabled: deviceId !== undefined });
  const rows = device.data?.data ?? [];
  const toggle = useCallback(
    (variable: Variable, inProject: boolean) => onMembership([variable], inProject),
    [onMembership],
  );
  const columns = useDeviceColumns({ projectId, changes, onMembership: toggle });
  const notYet = rows.filter((variable) => !willBeAttached(changes, variable, projectId));

  return (
    <Stack gap="sm">
      <DataRegion region={site} what={t('variables.addToProject.device.what')}>
        {(page) => {
          const devices = devicesOf(page.data);
          return (
            <Stack gap={4}>
              <Select
                label={t('variables.addToProject.device.label')}
                placeholder={t('variables.addToProject.device.placeholder')}
                data={devices.map((item) => ({
                  value: String(item.id),
                  label: t('variables.addToProject.device.option', { name: item.name, count: item.count }),
                }))}
                value={deviceId === undefined ? null : String(deviceId)}
                onChange={(value) => onDevice(value ? Number(value) : undefined)}
                searchable
                clearable
                nothingFoundMessage={t('variables.addToProject.device.none')}
                w={420}
              />
              {page.total_count > page.data.length ? (
                <Text size="xs" c="dimmed">
                  {t('variables.addToProject.device.partial', { shown: page.data.length, total: page.total_count })}
                </Text>
              ) : null}
            </Stack>
          );
        }}
      </DataRegion>
      {deviceId === undefined ? null : (
        <DataTable
          label={t('variables.addToProject.device.table')}
          columns={columns}
          defaultColumnIds={DEFAULT_DEVICE_COLUMN_IDS}
          rows={rows}
          rowKey={rowKey}
          maxHeight={420}
          region={{ status: device, what: t('variables.addToProject.device.variablesWhat') }}
          emptyText={t('variables.addToProject.device.empty')}
          toolbar={
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={notYet.length === 0}
                onClick={() => onMembership(notYet, true)}
              >
                {t('variables.addToProject.device.tickAll', { count: notYet.length })}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                disabled={rows.every((variable) => !willBeAttached(changes, variable, projectId))}
                onClick={() => onMembership(rows, false)}
              >
                {t('variables.addToProject.device.untickAll')}
              </Button>
            </Group>
          }
        />
      )}
    </Stack>
  );
}
