import { clientPlaceTreeQuery, clientsResource, placesResource } from '../../../entities/structure/api';
import type { ClientListSearch } from './clientListSearch';

/** GET clients, filtered by name or short name on the server (the hidden test clients come too: the screen drops them). */
export function clientListQuery(search: ClientListSearch) {
  return clientsResource.listQuery(search.name ? { name: search.name } : undefined);
}

/** spec 001 §5: the single-client fetch, GET clients?clientId= (a list, kept only when it holds one client). */
export function singleClientQuery(clientId: number) {
  return clientsResource.listQuery({ clientId });
}

/** The clients list's reads, prefetched by its route: the clients, and the tree for their counts. */
export function clientListQueries(search: ClientListSearch) {
  return { clients: clientListQuery(search), tree: clientPlaceTreeQuery() };
}

/** The client page's reads: the client (spec 001 §5) and the tree for its counts. */
export function clientPageQueries(clientId: number) {
  return { client: singleClientQuery(clientId), tree: clientPlaceTreeQuery() };
}

/** The client's sites: GET places?clientId=. */
export function clientPlacesQuery(clientId: number) {
  return placesResource.listQuery({ clientId });
}
