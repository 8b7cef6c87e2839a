import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/parameters/')({
  staticData: { titleId: 'page.parameters' },
  beforeLoad: () => {
    throw redirect({ to: '/parameters/projects', replace: true });
  },
});
