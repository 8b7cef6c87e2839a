import { createFileRoute } from '@tanstack/react-router';
import { usersResource } from '../../../../../entities/users/usersApi';
import { UserEditScreen } from '../../../../../features/parameters/users/UserEditScreen';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 parameters/users/{userId}/main-informations: the user's form. */
export const Route = createFileRoute('/_auth/parameters/users/$userId/main-informations')({
  staticData: { titleId: 'page.mainInformations', parent: '/parameters/users/$userId', permission: 'user_view' },
  params: parseIdParams('userId'),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(usersResource.detailQuery(params.userId));
  },
  component: UserEditScreen,
});
