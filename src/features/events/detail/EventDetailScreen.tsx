import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { EventChart } from './EventChart';
import { EventComments } from './EventComments';
import { eventDetailQueries } from './eventDetailQueries';
import { EventFacts } from './EventFacts';
import { EventStatusControl } from './EventStatusControl';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../ui/DataRegion/RegionLoading';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';
import { useEntityName } from '../../../ui/EntityNames';

const route = getRouteApi('/_auth/events/details/$eventId');

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
 * failure (a malformed or mismatching answer included) gives its translated reason with Retry.
 * Once the event is shown, a failed refresh keeps it on screen with "Could not refresh" (spec 000 §4).
 */
export function EventDetailScreen(): ReactElement {
  const { eventId } = route.useParams();
  const t = useMessage();
  const user = useCurrentUser();
  const canManage = hasPermission(user, 'alerting_event_manage');
  const region = useQueryRegion(eventDetailQueries(eventId).event);
  useEntityName('/events/details/$eventId', region.data?.alert.name);
  const what = t('eventDetail.region');

  if (region.state === 'loading') return <RegionLoading slow={region.slow} placeholder={<Skeleton h={160} />} />;
  if (region.state === 'failed') {
    const { error } = region;
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
      <Stack gap="xs" align="flex-start">
        <RegionFailure what={what} error={error} onRetry={region.retry} />
        <BackToEvents />
      </Stack>
    );
  }

  const event = region.data;
  return (
    <Stack gap="md">
      {region.state === 'stale' ? (
        <RegionStaleLine what={what} error={region.error} updatedAt={region.updatedAt} onRetry={region.retry} />
      ) : null}
      <EventFacts event={event} />
      {canManage ? <EventStatusControl event={event} /> : null}
      <EventChart event={event} />
      <EventComments eventId={event.id} canManage={canManage} />
    </Stack>
  );
}
