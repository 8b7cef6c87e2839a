import { createFileRoute, redirect } from '@tanstack/react-router';

/** spec 000 §2: /login/home redirects to /home. */
export const Route = createFileRoute('/login/home')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});
