import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMessage } from '../../../i18n/useMessage';
import { devicesOf, siteDevicesQuery } from './variablesQueries';

interface VariablesDeviceFilterProps {
  /** The chosen site; none: the filter waits for one. */
  placeId: number | undefined;
  value: number | undefined;
  onChange: (deviceId: number | undefined) => void;
}

/**
 * The acquisition device filter. The API lists no devices, so they are the site's own, read from
 * its variables (variablesQueries.ts): the filter is offered once a site is chosen. A device in the
 * URL that the site does not name still shows, by its id, so the filter never hides itself.
 */
export function VariablesDeviceFilter({ placeId, value, onChange }: VariablesDeviceFilterProps) {
  const t = useMessage();
  const devices = useQuery({
    ...siteDevicesQuery(placeId ?? 0),
    select: devicesOf,
    enabled: placeId !== undefined,
  });
  const options = (devices.data ?? []).map((device) => ({ value: String(device.id), label: device.name }));
  if (placeId !== undefined && value !== undefined && !options.some((option) => option.value === String(value))) {
    options.push({ value: String(value), label: t('variables.list.filter.deviceUnknown', { id: value }) });
  }
  const placeholder =
    placeId === undefined
      ? t('variables.list.filter.deviceNeedsSite')
      : devices.isPending
        ? t('variables.list.filter.deviceLoading')
        : t('variables.list.filter.any');
  return (
    <Select
      label={t('variables.list.filter.device')}
      placeholder={placeholder}
      data={options}
      value={placeId === undefined || value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      error={devices.isError ? t('variables.list.filter.deviceFailed') : undefined}
      disabled={placeId === undefined}
      searchable
      clearable
      nothingFoundMessage={t('variables.list.filter.nothingFound')}
      w={220}
    />
  );
}
