import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/events/')({
  staticData: { titleId: 'page.events', permission: 'alerting_event_view' },
});
