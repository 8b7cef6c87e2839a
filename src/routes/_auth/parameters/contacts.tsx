import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/parameters/contacts')({
  staticData: { titleId: 'page.contacts', parent: '/parameters', permission: 'contact_view' },
});
