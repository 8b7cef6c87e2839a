import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/parameters/users/')({
  staticData: { titleId: 'page.users', parent: '/parameters', permission: 'user_view' },
});
