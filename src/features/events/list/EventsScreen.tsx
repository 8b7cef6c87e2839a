import { SegmentedControl, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ListTable } from '../../../entities/users/ListTable';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { listView } from '../../../ui/DataTable/listView';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import type { AlertEvent } from '../../../entities/events/api';
import { DEFAULT_EVENT_COLUMN_IDS, EVENT_COLUMN_IDS, EVENTS_TABLE_ID, useEventColumns } from './eventsColumns';
import { EventsExportButton } from './EventsExportButton';
import { EventsFilters } from './EventsFilters';
import { eventsListParams, eventsQueries } from './eventsQueries';
import { eventsSearch } from './eventsSearch';
import { useQuery } from '@tanstack/react-query';
import { eventsResource } from '../../../entities/events/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { hiddenRowsQuery, isHiddenProjectRef } from '../../../entities/structure/hiddenRows';

const columnSet = { tableId: EVENTS_TABLE_ID, columnIds: EVENT_COLUMN_IDS, defaultColumnIds: DEFAULT_EVENT_COLUMN_IDS };
const rowKey = (event: AlertEvent) => event.id;

const route = getRouteApi('/_auth/events/');

/**
 * spec 000 §2 events: current events (in progress) or all events, filtered, sorted and paged by
 * the server, with the CSV export. The whole view is the URL's search (eventsSearch.ts), so a
 * copied link reopens it. While a page loads the previous rows stay; a failed read shows in the
 * table as a failure with Retry (never "No events match"), and the export says why it cannot run.
 */
export function EventsScreen(): ReactElement {
  const events = listView(eventsSearch, useRouteSearch(route.useSearch()));
  const { search } = events;
  const t = useMessage();
  const columns = useEventColumns();

  // One clock for the list and the export, so both cover the same period.
  const now = new Date();
  const params = eventsListParams(search, now);
  const list = useQueryRegion(eventsQueries(search, now).list);
  // The hidden test projects' events are never shown, nor counted (spec 000 §6).
  const hidden = hiddenNamesFromConfig();
  const { limit: _limit, offset: _offset, ordering: _ordering, ...filters } = params;
  const hiddenMatches = useQuery(hiddenRowsQuery(eventsResource, filters, hidden));
  const page = list.data;
  const exportUnavailable = !page
    ? t('events.export.unavailable')
    : page.total_count === 0
      ? t('events.export.nothing')
      : null;
  const view = search.view ?? 'current';

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <SegmentedControl
          aria-label={t('events.view.label')}
          value={view}
          onChange={(value) => events.setFilter({ view: value === 'all' ? 'all' : 'current' })}
          data={[
            { value: 'current', label: t('events.view.current') },
            { value: 'all', label: t('events.view.all') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {view === 'current' && (
          <Text size="sm" c="dimmed">
            {t('events.view.currentHint')}
          </Text>
        )}
      </Stack>
      {/* Reset keeps what is not a filter: the view, the sort and the page size. */}
      <EventsFilters search={search} onFilter={events.setFilter} onReset={events.clearFilters} />
      <ListTable
        view={events}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        visibleRows={(rows) => rows.filter((event) => !isHiddenProjectRef(event.project, hidden))}
        hidden={hiddenMatches.isPending ? null : (hiddenMatches.data ?? 0)}
        label={t('events.table.label')}
        what={t('events.region')}
        countText={(count) => t('events.count', { count })}
        emptyText={t('events.empty')}
        toolbar={<EventsExportButton params={params} unavailableReason={exportUnavailable} />}
      />
    </Stack>
  );
}
