import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../-params';

export const Route = createFileRoute('/_auth/events/details/$eventId')({
  staticData: { titleId: 'page.eventDetail', parent: '/events', permission: 'alerting_event_view' },
  params: parseIdParams('eventId'),
});
