import { Anchor, Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/dateFormat';
import { formatDuration } from '../../../lib/duration';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { SeverityTag } from '../../../entities/alerting/SeverityTag';
import type { AlertEvent } from '../../../entities/events/api';
import { EventStatusBadge } from './EventStatusBadge';
import { badgeTextColor } from '../../../ui/badgeTextColor';

/**
 * The events table's column sets (spec 000 §3 "Every table offers a selectable and a default
 * column set"). A sortable column's id is its server `ordering` field (eventsSearch.ts
 * EVENT_SORT_FIELDS), so a header click sends the id as it is.
 */
export const EVENT_COLUMN_IDS = [
  'client',
  'site',
  'project',
  'alert',
  'variable',
  'level',
  'dateStart',
  'dateEnd',
  'duration',
  'status',
  'cancelled',
  'tags',
  'comments',
] as const;
export type EventColumnId = (typeof EVENT_COLUMN_IDS)[number];

/** What an operator scans first: where, what, how bad, when, how long, handled or not. */
/*
 * What fits a 1280 px screen beside the menu with the names readable: the variable (the alert's
 * name usually says it) and the end (start and duration give it; the current view has none) are a
 * click away in the column picker.
 */
export const DEFAULT_EVENT_COLUMN_IDS: readonly EventColumnId[] = [
  'project',
  'site',
  'alert',
  'level',
  'dateStart',
  'duration',
  'status',
];

export const EVENTS_TABLE_ID = 'events';

/*
 * Free text never widens its column past these (px), and gives way first when the screen is
 * narrow (cut with an ellipsis, the full text as title); the other columns (tags, dates,
 * durations) take exactly what they show, so the default set fits 1440 px.
 */
const NAME_MAX_WIDTH = 200;
const TEXT_MAX_WIDTH = 260;

/** The variables an event watches: its alert's variables, else the communication alert's list. */
export function eventVariableNames(event: AlertEvent): string {
  const watched = event.alert.alertVariables?.map((item) => item.variable) ?? [];
  const variables = watched.length > 0 ? watched : (event.alert.variables ?? []);
  return variables.map((variable) => variable.name).join(', ');
}

/** Names are cut by the cell's ellipsis (maxWidth); the full text stays reachable as the title. */
function Named({ text }: { text: string }) {
  return <span>{text}</span>;
}

/** The columns, translated in the user's language; memoised per language. */
export function useEventColumns(): DataTableColumn<AlertEvent>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<AlertEvent>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const durationLocale = intl.locale.startsWith('fr') ? 'fr' : 'en';
    const columns: Record<EventColumnId, DataTableColumn<AlertEvent>> = {
      client: {
        id: 'client',
        header: t('events.column.client'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (event) => <Named text={event.client.name} />,
      },
      site: {
        id: 'site',
        header: t('events.column.site'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (event) => <Named text={event.site.name} />,
      },
      project: {
        id: 'project',
        header: t('events.column.project'),
        sortable: true,
        maxWidth: NAME_MAX_WIDTH,
        cell: (event) => <Named text={event.project.name} />,
      },
      alert: {
        id: 'alert',
        header: t('events.column.alert'),
        sortable: true,
        maxWidth: TEXT_MAX_WIDTH,
        // A real link: it opens in a new tab too.
        cell: (event) => (
          <Anchor
            size="sm"
            renderRoot={(props) => <Link to="/events/details/$eventId" params={{ eventId: event.id }} {...props} />}
          >
            {event.alert.name}
          </Anchor>
        ),
      },
      variable: {
        id: 'variable',
        header: t('events.column.variable'),
        maxWidth: TEXT_MAX_WIDTH,
        cell: (event) => <Named text={eventVariableNames(event)} />,
      },
      level: {
        id: 'level',
        header: t('events.column.level'),
        sortable: true,
        cell: (event) => <SeverityTag level={event.alert.level} />,
      },
      dateStart: {
        id: 'dateStart',
        header: t('events.column.start'),
        sortable: true,
        cell: (event) => formatDateTime(event.dateStart),
      },
      dateEnd: {
        id: 'dateEnd',
        header: t('events.column.end'),
        sortable: true,
        cell: (event) =>
          event.dateEnd === null ? (
            <Badge color="orange" c={badgeTextColor('orange')} variant="outline">
              {t('events.inProgress')}
            </Badge>
          ) : (
            formatDateTime(event.dateEnd)
          ),
      },
      duration: {
        id: 'duration',
        header: t('events.column.duration'),
        sortable: true,
        align: 'end',
        cell: (event) => formatDuration(event.duration, { locale: durationLocale }),
      },
      status: {
        id: 'status',
        header: t('events.column.status'),
        sortable: true,
        cell: (event) => <EventStatusBadge status={event.status} />,
      },
      cancelled: {
        id: 'cancelled',
        header: t('events.column.cancelled'),
        cell: (event) => (event.cancelled ? t('events.yes') : t('events.no')),
      },
      tags: {
        id: 'tags',
        header: t('events.column.tags'),
        maxWidth: NAME_MAX_WIDTH,
        cell: (event) => <Named text={event.tags.join(', ')} />,
      },
      comments: {
        id: 'comments',
        header: t('events.column.comments'),
        align: 'end',
        cell: (event) => event.comments,
      },
    };
    return EVENT_COLUMN_IDS.map((id) => columns[id]);
  }, [intl]);
}
