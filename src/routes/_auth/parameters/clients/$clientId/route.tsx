import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { ClientPageLayout } from '../../../../../features/parameters/clients/ClientPageLayout';
import { clientPageQueries } from '../../../../../features/parameters/clients/clientQueries';
import { parseIdParams } from '../../../../-params';

/** The client page: its facts and section links around the open section. */
export const Route = createFileRoute('/_auth/parameters/clients/$clientId')({
  params: parseIdParams('clientId'),
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, clientPageQueries(params.clientId));
  },
  component: ClientPageLayout,
});
