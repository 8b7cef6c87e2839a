import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import type { Sampling } from '../../../lib/sampling';
import { Chart } from '../../../ui/Chart/Chart';
import { timeSeriesOption } from '../../../ui/Chart/timeSeriesOption';
import { useQualityLabelText } from '../../../ui/Chart/useQualityLabelText';
import type { AlertEvent } from '../../../entities/events/api';
import { eventShadedPeriod, eventThresholds, qualityLabelFor } from './eventSeries';
import { useRegion } from '../../../api/useQueryRegion';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useEventSeries } from './useEventSeries';
import { eventAxisClick, useGraphEvents } from '../../../entities/events/graphEvents';
import { GraphEventsBar } from '../../../entities/events/GraphEventsBar';
import { withEventBands } from '../../../ui/Chart/eventBands';

const route = getRouteApi('/_auth/events/details/$eventId');

const CHART_HEIGHT = 360;

function useSamplingText(): (sampling: Sampling) => string {
  const t = useMessage();
  return (sampling) => t(`eventDetail.sampling.${sampling.samplingUnit}`, { count: sampling.sampling });
}

/**
 * The data around the event (spec 000 §2 "Event detail", §4): the planned series over the event
 * padded on both sides, the alert's thresholds as lines, the event itself shaded — labelled com,
 * nodata or offline for a data-quality event — and a notice when the sampling had to change.
 * Decimation keeps each bucket's min and max (timeSeriesOption), so peaks survive.
 * A failure stays inside this panel (with Retry): the facts, status and comments remain usable.
 */
export function EventChart({ event }: { event: AlertEvent }) {
  const t = useMessage();
  const intl = useIntl();
  const { locale } = intl;
  const samplingText = useSamplingText();
  const qualityLabelText = useQualityLabelText();
  // One instant per visit: the period and the query keys derive from it.
  const [now] = useState(() => new Date());
  const { plan, period, series, snapshot, adjustedSampling } = useEventSeries(
    event,
    now,
    t('eventDetail.chart.communicationSeries'),
  );

  const shaded = useMemo(() => eventShadedPeriod(event, now), [event, now]);
  const quality = qualityLabelFor(event.alert.type);
  const thresholds = useMemo(
    () =>
      eventThresholds(event).map(({ kind, value }) => ({
        label: intl.formatMessage({ id: `eventDetail.threshold.${kind}` satisfies MessageId }),
        value,
      })),
    [event, intl],
  );
  const eventLabel = t('eventDetail.chart.eventPeriod');

  const option = useMemo(() => {
    const period = { start: shaded.start.getTime(), end: shaded.end.getTime() };
    return timeSeriesOption({
      series,
      thresholds,
      // A data-quality event is shaded once, with its quality label (com, nodata, offline) rather
      // than twice over the same span.
      ...(quality
        ? { qualityMarks: [{ ...period, label: quality }], qualityLabelText }
        : { shadedPeriod: { ...period, label: eventLabel } }),
      locale,
      // Axis and tooltip times on the site's clock, as the facts above.
      timeZone: event.site.timezone ?? undefined,
    });
  }, [series, thresholds, quality, qualityLabelText, shaded, eventLabel, locale, event.site.timezone]);

  // The other events of the same variables over the chart's period, beside this one's shading (issue 36).
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const showEvents = search.events !== 'off';
  const variableIds = useMemo(
    () => (plan.kind === 'series' ? plan.variables.map((variable) => variable.id) : []),
    [plan],
  );
  const otherEvents = useGraphEvents({
    variableIds,
    period: { start: period.start.getTime(), end: period.end.getTime() },
    shown: showEvents,
    exceptEventId: event.id,
    now: now.getTime(),
    ...(event.site.timezone ? { timeZone: event.site.timezone } : {}),
  });
  const drawnOption = useMemo(() => withEventBands(option, otherEvents.layer), [option, otherEvents.layer]);
  const onAxisClick = useMemo(
    () =>
      eventAxisClick(
        (eventId) => void navigate({ to: '/events/details/$eventId', params: { eventId } }),
        otherEvents.layer,
      ),
    [navigate, otherEvents.layer],
  );

  const label =
    plan.kind === 'communication'
      ? t('eventDetail.chart.communicationLabel', { project: event.project.name })
      : t('eventDetail.chart.label', { variables: plan.variables.map((variable) => variable.name).join(', ') });
  const nothingToLoad = plan.kind === 'series' && plan.variables.length === 0;
  const region = useRegion(snapshot);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="event-chart-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="event-chart-title">
          {t('eventDetail.chart.title')}
        </Title>
        {adjustedSampling ? (
          <Alert color="yellow" variant="light">
            {t('eventDetail.chart.samplingAdjusted', { sampling: samplingText(adjustedSampling) })}
          </Alert>
        ) : null}
        {nothingToLoad ? (
          <Text c="dimmed">{t('eventDetail.chart.noVariable')}</Text>
        ) : (
          <DataRegion region={region} what={t('eventDetail.chart.region')} placeholder={<Skeleton h={CHART_HEIGHT} />}>
            {() => (
              <Stack gap="xs">
                <Chart option={drawnOption} label={label} height={CHART_HEIGHT} onAxisClick={onAxisClick} />
                {variableIds.length > 0 ? (
                  <GraphEventsBar
                    name={plan.kind === 'series' ? plan.variables.map((variable) => variable.name).join(', ') : ''}
                    shown={showEvents}
                    onShownChange={(shown) =>
                      void navigate({
                        search: (prev) => ({ ...prev, events: shown ? undefined : 'off' }),
                        replace: true,
                      })
                    }
                    events={otherEvents}
                  />
                ) : null}
              </Stack>
            )}
          </DataRegion>
        )}
      </Stack>
    </Paper>
  );
}
