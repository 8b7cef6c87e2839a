import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/users/$userId/main-informations')({
  staticData: { titleId: 'page.mainInformations', parent: '/parameters/users/$userId', permission: 'user_view' },
  params: parseIdParams('userId'),
});
