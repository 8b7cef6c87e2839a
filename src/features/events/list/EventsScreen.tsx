import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { cleanSearch } from '../../../lib/searchParams';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { AlertEvent } from '../../../entities/events/api';
import { DEFAULT_EVENT_COLUMN_IDS, EVENT_COLUMN_IDS, EVENTS_TABLE_ID, useEventColumns } from './eventsColumns';
import { EventsExportButton } from './EventsExportButton';
import { EventsFilters } from './EventsFilters';
import { eventsListParams, eventsQueries } from './eventsQueries';
import {
  DEFAULT_EVENT_PAGE_SIZE,
  EVENT_PAGE_SIZES,
  EVENTS_SEARCH_DEFAULTS,
  eventsSortOf,
  withEventsFilter,
  withEventsSort,
  type EventsSearch,
} from './eventsSearch';

const PAGE_SIZES = [...EVENT_PAGE_SIZES];
const rowKey = (event: AlertEvent) => event.id;
const isPageSize = (size: number) => EVENT_PAGE_SIZES.find((known) => known === size);

export interface EventsScreenProps {
  /** The route's validated search (eventsSearchSchema). */
  search: EventsSearch;
  /** `replace` while typing, so that each pause in the search field is not a history entry. */
  onSearchChange: (next: EventsSearch, options?: { replace?: boolean }) => void;
}

/**
 * spec 000 §2 events: current events (in progress) or all events, filtered, sorted and paged by
 * the server, with the CSV export. The whole view is the URL's search (eventsSearch.ts), so a
 * copied link reopens it. While a page loads the previous rows stay; a failed read shows in the
 * table as a failure with Retry (never "No events match"), and the export says why it cannot run.
 */
export function EventsScreen({ search, onSearchChange }: EventsScreenProps) {
  const t = useMessage();
  const columns = useEventColumns();
  const columnChoice = useTableColumns(EVENTS_TABLE_ID, DEFAULT_EVENT_COLUMN_IDS, EVENT_COLUMN_IDS);

  // One clock for the list and the export, so both cover the same period.
  const now = new Date();
  const params = eventsListParams(search, now);
  const list = useQueryRegion(eventsQueries(search, now).list);
  const page = list.data;
  const rows = page?.data ?? [];
  const total = page?.total_count ?? 0;
  const exportUnavailable = !page ? t('events.export.unavailable') : total === 0 ? t('events.export.nothing') : null;
  const view = search.view ?? 'current';

  const go = (next: EventsSearch) => onSearchChange(cleanSearch(next, EVENTS_SEARCH_DEFAULTS));
  const filter = (patch: Partial<EventsSearch>, options?: { replace?: boolean }) =>
    onSearchChange(withEventsFilter(search, patch), options);
  // Reset keeps what is not a filter: the view, the sort and the page size.
  const reset = () => go({ view: search.view, sort: search.sort, pageSize: search.pageSize });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <SegmentedControl
          aria-label={t('events.view.label')}
          value={view}
          onChange={(value) => filter({ view: value === 'all' ? 'all' : 'current' })}
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
      <EventsFilters search={search} onFilter={filter} onReset={reset} />
      <Group justify="space-between">
        <Text size="sm" fw={500} aria-live="polite">
          {page ? t('events.count', { count: total }) : null}
        </Text>
      </Group>
      <DataTable
        label={t('events.table.label')}
        columns={columns}
        defaultColumnIds={DEFAULT_EVENT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        sort={eventsSortOf(search)}
        onSortChange={(sort) => onSearchChange(withEventsSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_EVENT_PAGE_SIZE,
          total,
          pageSizes: PAGE_SIZES,
          onPageChange: (page) => go({ ...search, page }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('events.region') }}
        emptyText={t('events.empty')}
        toolbar={<EventsExportButton params={params} unavailableReason={exportUnavailable} />}
      />
    </Stack>
  );
}
