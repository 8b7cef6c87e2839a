import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { ClientPlacesScreen } from '../../../../../features/parameters/clients/ClientPlacesScreen';
import { clientPlacesQuery } from '../../../../../features/parameters/clients/clientQueries';
import { structureSourceSearch } from '../../../../../features/parameters/tree/structureSource';
import { parseIdParams } from '../../../../-params';

/** The client's sites (GET places?clientId=). */
export const Route = createFileRoute('/_auth/parameters/clients/$clientId/places')({
  staticData: { titleId: 'page.places', parent: '/parameters/clients/$clientId', permission: 'client_view' },
  params: parseIdParams('clientId'),
  validateSearch: z.object({ source: structureSourceSearch }),
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, { places: clientPlacesQuery(params.clientId) });
  },
  component: ClientPlacesScreen,
});
