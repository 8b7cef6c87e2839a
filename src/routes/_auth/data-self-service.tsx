import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/data-self-service')({
  staticData: { titleId: 'page.dataSelfService', permission: 'self_service_view' },
});
