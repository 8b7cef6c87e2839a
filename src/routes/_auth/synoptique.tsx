import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/synoptique')({
  staticData: { titleId: 'page.synoptic', permission: 'synoptic_view' },
});
