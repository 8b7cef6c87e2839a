import { queryOptions } from '@tanstack/react-query';
import { hiddenNamesFromConfig, withoutHiddenStructure, type HiddenNames } from './hiddenStructure';
import { listPageSchema } from '../../api/listPage';
import {
  clientRefSchema,
  placeRefSchema,
  projectRefSchema,
  type ClientRef,
  type PlaceRef,
  type ProjectRef,
} from './refs';
import { rootKey } from '../../api/querySource';
import { apiRequest } from '../../api/request';
import { clientsResource } from './api';

/**
 * The clients, sites and projects a filter offers (client → site → project), without the hidden test
 * clients and projects (spec 000 §6). Read with the lean reference schemas: filters need names and
 * parents only, whatever else the administration screens read from the same calls.
 */
export interface StructureChoices {
  clients: ClientRef[];
  places: PlaceRef[];
  projects: ProjectRef[];
}

const byName = <T extends { name: string }>(items: T[]): T[] =>
  items.sort((left, right) => left.name.localeCompare(right.name, 'fr'));

export async function fetchStructureChoices(
  hidden: HiddenNames = hiddenNamesFromConfig(),
  signal?: AbortSignal,
): Promise<StructureChoices> {
  const [clients, places, projects] = await Promise.all([
    apiRequest({ method: 'GET', path: 'clients', schema: listPageSchema(clientRefSchema), signal }),
    apiRequest({ method: 'GET', path: 'places', schema: listPageSchema(placeRefSchema), signal }),
    apiRequest({ method: 'GET', path: 'project', schema: listPageSchema(projectRefSchema), signal }),
  ]);
  const visible = withoutHiddenStructure(
    { clients: clients.data, places: places.data, projects: projects.data },
    hidden,
  );
  return { clients: byName(visible.clients), places: byName(visible.places), projects: byName(visible.projects) };
}

/** Under `clients`, so that a change to the structure refreshes every filter. */
export function structureChoicesQuery() {
  return queryOptions({
    queryKey: rootKey('structure-choices', clientsResource),
    queryFn: ({ signal }) => fetchStructureChoices(hiddenNamesFromConfig(), signal),
    staleTime: 5 * 60_000,
  });
}
