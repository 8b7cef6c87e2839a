import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { ClientMainInformations } from './ClientMainInformations';
import { singleClientQuery } from './clientQueries';
import { singleClientOf } from './singleClient';

const route = getRouteApi('/_auth/parameters/clients/$clientId/main-informations');

/**
 * The main-informations section: the client page's layout has read the client (and says when it
 * is loading, failed or not found), so the section renders once the client is there.
 */
export function ClientMainInformationsScreen() {
  const { clientId } = route.useParams();
  const { data } = useQuery(singleClientQuery(clientId));
  const client = data ? singleClientOf(data.data, hiddenNamesFromConfig()) : undefined;
  return client ? <ClientMainInformations key={client.id} client={client} /> : null;
}
