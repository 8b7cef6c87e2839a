import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/clients/$clientId/main-informations')({
  staticData: { titleId: 'page.mainInformations', parent: '/parameters/clients/$clientId', permission: 'client_view' },
  params: parseIdParams('clientId'),
});
