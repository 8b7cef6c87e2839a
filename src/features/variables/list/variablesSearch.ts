import { z } from 'zod';
import { defineListSearch, type ListSearchOf } from '../../../api/listSearch';
import type { VariableListParams } from '../../../entities/variables/api';
import { OBJECT_TYPES } from '../../../entities/variables/variableKinds';

/**
 * The variables list's URL state (spec 000 §2 automatic-variables "list by default"; CONVENTIONS
 * "Routes and screens": every filter, page and sort is a search param, defaults left out). Shared
 * links come from users, so a malformed field is dropped (`.catch(undefined)`) rather than refusing
 * the whole page. `projectId` keeps the name the home's links use (src/features/home/homeRows.ts).
 */

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const text = z.string().trim().max(200).optional().catch(undefined);

export const variablesSearch = defineListSearch({
  filters: {
    clientId: positiveId,
    placeId: positiveId,
    projectId: positiveId,
    /** Text filters: case-insensitive "contains" on the server (spec 000 §7 GET variables). */
    name: text,
    unitName: text,
    sourceTechnicalName: text,
    projectName: text,
    type: z.enum(OBJECT_TYPES).optional().catch(undefined),
    /** An acquisition device of the chosen site (acquisitionDeviceId); ignored without a site. */
    deviceId: positiveId,
  },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  /** The `ordering` fields GET variables sorts on (mocks/handlers/variables/variables.ts answers the same). */
  sortFields: [
    'client',
    'site',
    'project',
    'name',
    'unit',
    'acquisitionDevice',
    'sourceTechnicalName',
    'type',
    'aggregation',
    'sampling',
    'firstDataDate',
    'lastDataDate',
  ],
  /**
   * A device belongs to one site: a change of site drops it, so the list never filters on a device
   * the filters no longer show.
   */
  beforeFilter: (search, patch) => {
    const next = { ...search };
    if ('placeId' in patch && patch.placeId !== search.placeId && !('deviceId' in patch)) delete next.deviceId;
    return next;
  },
  filterParams: (search): VariableListParams => {
    const params: VariableListParams = {};
    if (search.clientId !== undefined) params.clientId = search.clientId;
    if (search.placeId !== undefined) params.placeId = search.placeId;
    if (search.projectId !== undefined) params.projectId = search.projectId;
    if (search.name) params.name = search.name;
    if (search.unitName) params.unitName = search.unitName;
    if (search.sourceTechnicalName) params.sourceTechnicalName = search.sourceTechnicalName;
    if (search.projectName) params.projectName = search.projectName;
    if (search.type) params.type = search.type;
    if (search.placeId !== undefined && search.deviceId !== undefined) params.acquisitionDeviceId = search.deviceId;
    return params;
  },
});

export const variablesSearchSchema = variablesSearch.schema;
export type VariablesSearch = ListSearchOf<typeof variablesSearch>;

/** The GET variables filters and sort of a view, without paging: what the list and the export share. */
export function variableFilterParams(search: VariablesSearch): VariableListParams {
  const params = variablesSearch.filterParams(search);
  if (search.sort) params.ordering = search.sort;
  return params;
}

/** The GET variables params of the page on screen. */
export function variableListParamsFrom(search: VariablesSearch): VariableListParams {
  return variablesSearch.params(search);
}
