import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/parameters/clients/')({
  staticData: { titleId: 'page.clients', parent: '/parameters', permission: 'client_view' },
});
