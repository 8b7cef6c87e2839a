import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import { DateRangePicker } from '../../../ui/DateRangePicker/DateRangePicker';
import { dateRangeFromSearch, dateRangeToSearch } from '../../../ui/DateRangePicker/dateRangeValue';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import { INTERVENTION_TYPES } from '../../../entities/interventions/interventionStatus';
import { useInterventionTypeLabel } from '../interventionLabels';
import { CURRENT_STATUS_NAMES, hasPeriod, type InterventionsSearch } from './interventionsSearch';

interface InterventionsFiltersProps {
  search: InterventionsSearch;
  /** `replace` while typing, so that each pause is not a history entry. */
  onFilter: (patch: Partial<InterventionsSearch>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

/** The period a user limiting the list starts from: the last month. */
const FIRST_PERIOD = { range: 'M-1', start: undefined, end: undefined } as const;

/**
 * The lists' filters, all in the URL: client → site → project, type, status (current tickets
 * only: the archived ones are all completed), a text in the title or description, and the period
 * the tickets started in (none by default: every ticket).
 */
export function InterventionsFilters({ search, onFilter, onReset }: InterventionsFiltersProps) {
  const t = useMessage();
  const typeLabel = useInterventionTypeLabel();
  const archived = search.tab === 'archived';
  const withPeriod = hasPeriod(search);
  return (
    <Stack gap="sm" component="section" aria-label={t('intervention.filter.label')}>
      <Group gap="sm" align="end" wrap="wrap">
        <StructureFilter
          value={{ clientId: search.clientId, placeId: search.placeId, projectId: search.projectId }}
          onChange={(next) => onFilter({ clientId: next.clientId, placeId: next.placeId, projectId: next.projectId })}
        />
        <Select
          label={t('intervention.filter.type')}
          placeholder={t('intervention.filter.any')}
          data={INTERVENTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          value={search.type ?? null}
          onChange={(value) => onFilter({ type: INTERVENTION_TYPES.find((type) => type === value) })}
          clearable
          w={240}
        />
        {archived ? null : (
          <Select
            label={t('intervention.filter.status')}
            placeholder={t('intervention.filter.any')}
            data={CURRENT_STATUS_NAMES.map((status) => ({ value: status, label: t(`intervention.status.${status}`) }))}
            value={search.status ?? null}
            onChange={(value) => onFilter({ status: CURRENT_STATUS_NAMES.find((status) => status === value) })}
            clearable
            w={160}
          />
        )}
        <DebouncedTextFilter
          label={t('intervention.filter.search')}
          placeholder={t('intervention.filter.searchPlaceholder')}
          value={search.search}
          onSearch={(text) => onFilter({ search: text }, { replace: true })}
          w={220}
        />
        <Button variant="subtle" onClick={onReset}>
          {t('intervention.filter.reset')}
        </Button>
      </Group>
      <Checkbox
        label={t('intervention.filter.period')}
        checked={withPeriod}
        onChange={(event) => onFilter(event.currentTarget.checked ? FIRST_PERIOD : dateRangeToSearch(null))}
      />
      {withPeriod ? (
        <DateRangePicker
          label={t('intervention.filter.periodLegend')}
          value={dateRangeFromSearch(search)}
          onChange={(value) => onFilter(value === null ? FIRST_PERIOD : dateRangeToSearch(value))}
        />
      ) : null}
    </Stack>
  );
}
