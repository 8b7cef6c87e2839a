import { createFileRoute, redirect } from '@tanstack/react-router';

/** spec 000 §2: /index.html redirects to /. */
export const Route = createFileRoute('/index.html')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
