import { Badge, Button, CloseButton, Group, MultiSelect, Select, Stack } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import { EVENT_ALERT_TYPES, EVENT_LEVELS } from '../../../entities/events/api';
import { EventsPeriodFilter } from './EventsPeriodFilter';
import { EventsSearchInput } from './EventsSearchInput';
import type { EventsSearch } from './eventsSearch';
import { EVENT_STATUSES, isEventStatus } from '../../../entities/events/statusWorkflow';

export interface EventsFiltersProps {
  search: EventsSearch;
  /** A filter change; `replace` for typing, so that each keystroke pause is not a history entry. */
  onFilter: (patch: Partial<EventsSearch>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

const CANCELLED_ANY = 'any';

/**
 * The events list filters (spec 000 §2 "Events list: filter"): structure, alert type, level,
 * status, cancelled, name search, and the period in the "All events" view. A category set by a
 * link from home (eventsSearch.ts EVENT_TYPE_CATEGORIES) shows as a removable tag, so the list
 * says what it is filtered on.
 */
export function EventsFilters({ search, onFilter, onReset }: EventsFiltersProps) {
  const t = useMessage();
  const typeOptions = EVENT_ALERT_TYPES.map((type) => ({ value: type, label: t(`alertType.${type}`) }));
  const levelOptions = EVENT_LEVELS.map((level) => ({ value: level, label: t(`ui.severity.${level}`) }));
  const statusOptions = EVENT_STATUSES.map((status) => ({ value: status, label: t(`eventStatus.${status}`) }));
  const cancelledOptions = [
    { value: CANCELLED_ANY, label: t('events.filter.any') },
    { value: 'true', label: t('events.filter.cancelledOnly') },
    { value: 'false', label: t('events.filter.notCancelled') },
  ];
  const category = search.type === undefined ? search.category : undefined;
  const categoryName = category ? t(`events.category.${category}`) : '';

  return (
    <Stack gap="sm" component="section" aria-label={t('events.filters.label')}>
      <Group gap="sm" align="end" wrap="wrap">
        <StructureFilter
          value={{ clientId: search.clientId, placeId: search.placeId, projectId: search.projectId }}
          onChange={(next) => onFilter({ clientId: next.clientId, placeId: next.placeId, projectId: next.projectId })}
        />
        <Select
          label={t('events.filter.type')}
          placeholder={t('events.filter.any')}
          data={typeOptions}
          value={search.type ?? null}
          onChange={(value) => onFilter({ type: EVENT_ALERT_TYPES.find((type) => type === value) })}
          clearable
          w={200}
        />
        <Select
          label={t('events.filter.level')}
          placeholder={t('events.filter.any')}
          data={levelOptions}
          value={search.level ?? null}
          onChange={(value) => onFilter({ level: EVENT_LEVELS.find((level) => level === value) })}
          clearable
          w={150}
        />
        <MultiSelect
          label={t('events.filter.status')}
          placeholder={search.status?.length ? undefined : t('events.filter.any')}
          data={statusOptions}
          value={search.status ?? []}
          onChange={(values) => onFilter({ status: values.filter(isEventStatus) })}
          clearable
          w={240}
        />
        <Select
          label={t('events.filter.cancelled')}
          data={cancelledOptions}
          value={search.cancelled === undefined ? CANCELLED_ANY : String(search.cancelled)}
          onChange={(value) => onFilter({ cancelled: value === 'true' ? true : value === 'false' ? false : undefined })}
          allowDeselect={false}
          w={150}
        />
        <EventsSearchInput value={search.search} onSearch={(text) => onFilter({ search: text }, { replace: true })} />
        <Button variant="subtle" onClick={onReset}>
          {t('events.filter.reset')}
        </Button>
      </Group>
      {category && (
        <Group gap="xs">
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('events.category.remove', { name: categoryName })}
                onClick={() => onFilter({ category: undefined })}
              />
            }
          >
            {categoryName}
          </Badge>
        </Group>
      )}
      {search.view === 'all' && <EventsPeriodFilter search={search} onChange={(patch) => onFilter(patch)} />}
    </Stack>
  );
}
