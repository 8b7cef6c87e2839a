import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../api/apiError';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { EventChart } from './EventChart';
import { EventComments } from './EventComments';
import { eventDetailQueries } from './eventDetailQueries';
import { EventFacts } from './EventFacts';
import { EventStatusControl } from './EventStatusControl';
import { useErrorText } from '../../../ui/useErrorText';

function BackToEvents() {
  const t = useMessage();
  return (
    <Anchor component={Link} to="/events">
      {t('eventDetail.backToEvents')}
    </Anchor>
  );
}

/**
 * The event detail (spec 000 §2 "Event detail", §4): facts, the data around the event, the
 * handling (status, cancelled, tags) for users who manage events, and the comments.
 *
 * A failed read never leaves a blank page: a missing event says so with a way back, any other
 * failure (a malformed or mismatching answer included) gives its translated reason. Once the event
 * is shown, a later failure keeps it on screen (TanStack keeps `data`), as spec 000 §4 asks.
 */
export function EventDetailScreen({ eventId }: { eventId: number }) {
  const t = useMessage();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const canManage = hasPermission(user, 'alerting_event_manage');
  const { data: event, error, isPending } = useQuery(eventDetailQueries(eventId).event);

  if (!event) {
    if (isPending) return <Skeleton h={160} />;
    if (isApiError(error) && error.has('ALERT_EVENT_NOT_FOUND')) {
      return (
        <Alert color="gray" variant="light" title={t('eventDetail.notFound.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('error.ALERT_EVENT_NOT_FOUND')}</Text>
            <BackToEvents />
          </Stack>
        </Alert>
      );
    }
    return (
      <Alert color="red" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('eventDetail.loadError', { reason: errorText(error) })}</Text>
          <BackToEvents />
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <EventFacts event={event} />
      {canManage ? <EventStatusControl event={event} /> : null}
      <EventChart event={event} />
      <EventComments eventId={event.id} canManage={canManage} />
    </Stack>
  );
}
