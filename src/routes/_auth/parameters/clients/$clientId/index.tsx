import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/clients/$clientId/')({
  staticData: { titleId: 'page.client', parent: '/parameters/clients', permission: 'client_view' },
  params: parseIdParams('clientId'),
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/parameters/clients/$clientId/main-informations', params, replace: true });
  },
});
