import type { QueryClient } from '@tanstack/react-query';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { projectsResource } from '../../../entities/structure/api';
import { variablesResource, type AcquisitionDeviceRef, type Variable } from '../../../entities/variables/api';

/** spec 001 §7: "Variables by device use limit 1000 and type variable". */
export const DEVICE_VARIABLES_LIMIT = 1000;

/**
 * The site's measured variables (type variable, limit 1000): the API offers no list of
 * acquisition devices, so the devices are the ones these variables name.
 */
export function siteVariablesQuery(placeId: number) {
  return variablesResource.listQuery({
    placeId,
    type: 'variable',
    limit: DEVICE_VARIABLES_LIMIT,
    offset: 0,
    ordering: 'name',
  });
}

/** One device's variables (spec 001 §7 variables by device). */
export function deviceVariablesQuery(placeId: number, deviceId: number) {
  return variablesResource.listQuery({
    placeId,
    acquisitionDeviceId: deviceId,
    type: 'variable',
    limit: DEVICE_VARIABLES_LIMIT,
    offset: 0,
    ordering: 'name',
  });
}

export interface DeviceChoice extends AcquisitionDeviceRef {
  /** How many of the site's measured variables it carries. */
  count: number;
}

/** The devices the variables name, by name, with their variable counts. */
export function devicesOf(variables: readonly Variable[]): DeviceChoice[] {
  const devices = new Map<number, DeviceChoice>();
  for (const { acquisitionDevice } of variables) {
    if (!acquisitionDevice) continue;
    const known = devices.get(acquisitionDevice.id);
    if (known) known.count += 1;
    else devices.set(acquisitionDevice.id, { ...acquisitionDevice, count: 1 });
  }
  return [...devices.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr', { numeric: true }));
}

/** The screen's first read: the project (its site and client). */
export function addToProjectQueries(projectId: number) {
  return { project: projectsResource.detailQuery(projectId) };
}

/**
 * The route's prefetch: the project, then, once its site is known, the site's devices and the
 * chosen device's variables. Never throws: the screen explains a failed read in place.
 */
export async function prefetchAddToProject(queryClient: QueryClient, projectId: number, deviceId?: number) {
  await prefetchQueries(queryClient, addToProjectQueries(projectId));
  const project = queryClient.getQueryData(projectsResource.detailQuery(projectId).queryKey);
  if (!project) return;
  const placeId = project.place.id;
  await prefetchQueries(queryClient, {
    site: siteVariablesQuery(placeId),
    ...(deviceId === undefined ? {} : { device: deviceVariablesQuery(placeId, deviceId) }),
  });
}
