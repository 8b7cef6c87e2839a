import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentSession } from '../auth/authClient';
import { currentUserQueryOptions } from '../entities/users/currentUser';
import { AppShellLayout } from '../app/shell/AppShellLayout';

/** spec 000 §2: every route but the open ones needs an access token; without one, login. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location }) => {
    const session = await currentSession();
    if (!session.user) {
      throw redirect({
        to: '/login',
        search: { redirect: location.href, reason: session.lost ? 'expired' : undefined },
      });
    }
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
  component: AppShellLayout,
});
