import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWatch, type Control } from 'react-hook-form';
import { useQueryRegion } from '../../../api/useQueryRegion';
import type { Variable } from '../../../entities/variables/api';
import { graphDataQuery } from '../../../entities/variables/seriesData';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { Chart } from '../../../ui/Chart/Chart';
import { CHART_PALETTE } from '../../../ui/Chart/palette';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { withEventBands } from '../../../ui/Chart/eventBands';
import { eventAxisClick, useGraphEvents } from '../../../entities/events/graphEvents';
import { GraphEventsBar } from '../../../entities/events/GraphEventsBar';
import { previewPeriod, variablePreviewOption } from './previewOption';
import { validColor, type VariableFormValues, type VariableSettings } from './variableFormSchema';

const CHART_HEIGHT = 240;

export interface VariablePreviewChartProps {
  variable: Variable;
  /** The form's control: the chart follows the colour and representation as they are chosen. */
  control: Control<VariableFormValues, unknown, VariableSettings>;
}

/**
 * The variable's last seven days under its form (GET graph-data, spec 000 §7), drawn with the
 * colour and representation the form holds right now, so the user sees what they edit. A failed
 * read stays in this panel with Retry; no data over the week says so, never as a failure.
 */
export function VariablePreviewChart({ variable, control }: VariablePreviewChartProps) {
  const t = useMessage();
  const { locale } = useIntl();
  const titleId = useId();
  // One period per visit: the query key derives from it.
  const [period] = useState(() => previewPeriod(new Date()));
  const region = useQueryRegion(
    graphDataQuery.query({
      id: variable.id,
      aggregationId: variable.aggregation.id,
      type: variable.type,
      start: period.start.toISOString(),
      end: period.end.toISOString(),
    }),
  );
  const [formColor, representation] = useWatch({ control, name: ['color', 'representation'] });
  // A colour being typed ("#08") is not one yet: the last saved colour stays meanwhile.
  const color = validColor(formColor) ?? validColor(variable.color) ?? CHART_PALETTE[0];
  const points = region.data?.data;
  const unit = region.data?.unit.name || variable.unit.name;

  const option = useMemo(
    () => variablePreviewOption({ name: variable.name, unit, points: points ?? [], color, representation, locale }),
    [variable.name, unit, points, color, representation, locale],
  );
  // The variable's alert events over the week (issue 36); the toggle is the page's `events` search.
  const navigate = useNavigate();
  const showEvents = useSearch({ strict: false }).events !== 'off';
  const variableIds = useMemo(() => [variable.id], [variable.id]);
  const events = useGraphEvents({
    variableIds,
    period: { start: period.start.getTime(), end: period.end.getTime() },
    shown: showEvents,
  });
  const drawnOption = useMemo(() => withEventBands(option, events.layer), [option, events.layer]);
  const onAxisClick = useMemo(
    () =>
      eventAxisClick((eventId) => void navigate({ to: '/events/details/$eventId', params: { eventId } }), events.layer),
    [navigate, events.layer],
  );

  const label = t('variables.fields.preview.label', {
    name: variable.name,
    start: formatDateTime(period.start),
    end: formatDateTime(period.end),
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('variables.fields.preview.title')}
        </Title>
        <DataRegion
          region={region}
          what={t('variables.fields.preview.region')}
          placeholder={<Skeleton h={CHART_HEIGHT} />}
          isEmpty={(data) => data.data.every(([, value]) => value === null)}
          empty={
            <Text size="sm" c="dimmed">
              {t('variables.fields.preview.empty')}
            </Text>
          }
        >
          {() => (
            <Stack gap="xs">
              <Chart option={drawnOption} label={label} height={CHART_HEIGHT} onAxisClick={onAxisClick} />
              <GraphEventsBar
                name={variable.name}
                shown={showEvents}
                onShownChange={(shown) =>
                  void navigate({
                    to: '.',
                    search: (prev) => ({ ...prev, events: shown ? undefined : 'off' }),
                    replace: true,
                  })
                }
                events={events}
              />
            </Stack>
          )}
        </DataRegion>
      </Stack>
    </Paper>
  );
}
