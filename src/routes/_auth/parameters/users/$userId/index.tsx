import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/users/$userId/')({
  staticData: { titleId: 'page.user', parent: '/parameters/users', permission: 'user_view' },
  params: parseIdParams('userId'),
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/parameters/users/$userId/main-informations', params, replace: true });
  },
});
