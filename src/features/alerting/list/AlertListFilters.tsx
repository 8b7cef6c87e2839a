import { Button, Group, Select } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import { ALERT_LEVEL_NAMES, ALERT_TYPE_NAMES, PROJECT_ALERT_TYPES } from '../../../entities/alerting/alertTypes';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import type { AlertListSearch, AlertTableTab } from './alertListSearch';

export interface AlertListFiltersProps {
  tab: AlertTableTab;
  search: AlertListSearch;
  /** A filter change; `replace` for typing, so that each keystroke pause is not a history entry. */
  onFilter: (patch: Partial<AlertListSearch>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

const typing = { replace: true } as const;

/**
 * The alert lists' filters (spec 000 §7 GET alerts: clientId, placeId, projectId, name,
 * variableName, scenarioName, type, alertLevel, enabled, archived; GET project-alerts the same
 * without the variable and scenario names). The specific tab offers only the project alert types.
 */
export function AlertListFilters({ tab, search, onFilter, onReset }: AlertListFiltersProps) {
  const t = useMessage();
  const types = tab === 'standard' ? ALERT_TYPE_NAMES : PROJECT_ALERT_TYPES;
  const typeOptions = types.map((type) => ({ value: type, label: t(`alertType.${type}`) }));
  const levelOptions = ALERT_LEVEL_NAMES.map((level) => ({ value: level, label: t(`alertLevel.${level}`) }));
  const mutedOptions = [
    { value: 'enabled', label: t('alertList.filter.enabledOnly') },
    { value: 'muted', label: t('alertList.filter.mutedOnly') },
  ];
  const archivedOptions = [
    { value: 'active', label: t('alertList.filter.activeOnly') },
    { value: 'archived', label: t('alertList.filter.archivedOnly') },
    { value: 'all', label: t('alertList.filter.activeAndArchived') },
  ];
  const archived = search.archived ?? false;
  return (
    <Group component="section" aria-label={t('alertList.filters.label')} gap="sm" align="end" wrap="wrap">
      <StructureFilter
        value={{ clientId: search.clientId, placeId: search.placeId, projectId: search.projectId }}
        onChange={(next) => onFilter({ clientId: next.clientId, placeId: next.placeId, projectId: next.projectId })}
      />
      <DebouncedTextFilter
        label={t('alertList.filter.name')}
        value={search.name}
        onSearch={(name) => onFilter({ name }, typing)}
        w={200}
      />
      {tab === 'standard' && (
        <>
          <DebouncedTextFilter
            label={t('alertList.filter.variableName')}
            value={search.variableName}
            onSearch={(variableName) => onFilter({ variableName }, typing)}
          />
          <DebouncedTextFilter
            label={t('alertList.filter.scenarioName')}
            value={search.scenarioName}
            onSearch={(scenarioName) => onFilter({ scenarioName }, typing)}
          />
        </>
      )}
      <Select
        label={t('alertList.filter.type')}
        placeholder={t('alertList.filter.any')}
        data={typeOptions}
        value={search.type ?? null}
        onChange={(value) => onFilter({ type: types.find((type) => type === value) })}
        clearable
        w={210}
      />
      <Select
        label={t('alertList.filter.level')}
        placeholder={t('alertList.filter.any')}
        data={levelOptions}
        value={search.level ?? null}
        onChange={(value) => onFilter({ level: ALERT_LEVEL_NAMES.find((level) => level === value) })}
        clearable
        w={160}
      />
      <Select
        label={t('alertList.filter.muted')}
        placeholder={t('alertList.filter.any')}
        data={mutedOptions}
        value={search.enabled === undefined ? null : search.enabled ? 'enabled' : 'muted'}
        onChange={(value) => onFilter({ enabled: value === null ? undefined : value === 'enabled' })}
        clearable
        w={170}
      />
      <Select
        label={t('alertList.filter.archived')}
        data={archivedOptions}
        value={archived === 'all' ? 'all' : archived ? 'archived' : 'active'}
        onChange={(value) => onFilter({ archived: value === 'all' ? 'all' : value === 'archived' })}
        allowDeselect={false}
        w={190}
      />
      <Button variant="subtle" onClick={onReset}>
        {t('alertList.filter.reset')}
      </Button>
    </Group>
  );
}
