import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/parameters/permissions')({
  staticData: { titleId: 'page.permissions', parent: '/parameters', permission: 'permission_role_manage' },
});
