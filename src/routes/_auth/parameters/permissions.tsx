import { createFileRoute } from '@tanstack/react-router';
import { permissionsQuery, rolesResource } from '../../../entities/users/usersApi';
import { PermissionsScreen } from '../../../features/parameters/permissions/PermissionsScreen';

/**
 * spec 001 §2 parameters/permissions: the roles × permissions matrix. Reading it takes
 * permission_role_view, as GET roles and GET permissions do (spec 001 §6: the view variant);
 * changing a role stays with a super admin.
 */
export const Route = createFileRoute('/_auth/parameters/permissions')({
  staticData: { titleId: 'page.permissions', parent: '/parameters', permission: 'permission_role_view' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(rolesResource.listQuery());
    void context.queryClient.prefetchQuery(permissionsQuery.query());
  },
  component: PermissionsScreen,
});
