import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { UsersListScreen } from '../../../../features/parameters/users/UsersListScreen';
import { usersListQueries } from '../../../../features/parameters/users/usersListQueries';
import { usersListSearchSchema } from '../../../../features/parameters/users/usersListSearch';

/** spec 001 §2 parameters/users: the users, their filters, page and sort in the URL. */
export const Route = createFileRoute('/_auth/parameters/users/')({
  staticData: { titleId: 'page.users', parent: '/parameters', permission: 'user_view' },
  validateSearch: usersListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the frame shows at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, usersListQueries(deps.search));
  },
  component: UsersListScreen,
});
