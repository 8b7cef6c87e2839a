import type { ListPage } from '../../../api/listPage';
import { variablesResource, type AcquisitionDeviceRef, type Variable } from '../../../entities/variables/api';
import { variableListParamsFrom, type VariablesSearch } from './variablesSearch';

/**
 * The API has no list of acquisition devices (spec 000 §7): a site's devices are those its
 * variables name, read the way the spec reads variables by device ("limit 1000 and type
 * variable", spec 000 §7, 001 §7). So the device filter is offered once a site is chosen, with the
 * devices of that site's measured variables.
 */
export const SITE_DEVICES_LIMIT = 1000;

export function siteDevicesQuery(placeId: number) {
  return variablesResource.listQuery({ placeId, type: 'variable', limit: SITE_DEVICES_LIMIT });
}

/** The distinct devices of a page of variables, by name. */
export function devicesOf(page: ListPage<Variable>): AcquisitionDeviceRef[] {
  const byId = new Map<number, AcquisitionDeviceRef>();
  for (const variable of page.data) {
    if (variable.acquisitionDevice) byId.set(variable.acquisitionDevice.id, variable.acquisitionDevice);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr', { numeric: true }));
}

/**
 * The list screen's queries for a view: the route's loader prefetches them, the screen reads them.
 * The site's devices are read by the device filter once it shows (VariablesDeviceFilter).
 */
export function variablesQueries(search: VariablesSearch) {
  return { list: variablesResource.listQuery(variableListParamsFrom(search)) };
}
