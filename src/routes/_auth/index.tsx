import { createFileRoute, redirect } from '@tanstack/react-router';

/** spec 000 §2: the empty child path redirects to home. */
export const Route = createFileRoute('/_auth/')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});
