import { Button, Group, Select } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import { OBJECT_TYPES } from '../../../entities/variables/variableKinds';
import { VariablesDeviceFilter } from './VariablesDeviceFilter';
import type { VariablesSearch } from './variablesSearch';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';

export interface VariablesFiltersProps {
  search: VariablesSearch;
  /** A filter change; `replace` for typing, so that each keystroke pause is not a history entry. */
  onFilter: (patch: Partial<VariablesSearch>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

const typing = { replace: true } as const;

/**
 * The variables list filters (spec 000 §7 GET variables: clientId, placeId, projectId, name,
 * unitName, sourceTechnicalName, projectName, type, acquisitionDeviceId): the structure, four text
 * fields sent once typing pauses, the kind, and the device of the chosen site. They wrap on
 * narrow screens.
 */
export function VariablesFilters({ search, onFilter, onReset }: VariablesFiltersProps) {
  const t = useMessage();
  const typeOptions = OBJECT_TYPES.map((type) => ({ value: type, label: t(`variables.list.kind.${type}`) }));
  return (
    <Group component="section" aria-label={t('variables.list.filters.label')} gap="sm" align="end" wrap="wrap">
      <StructureFilter
        value={{ clientId: search.clientId, placeId: search.placeId, projectId: search.projectId }}
        onChange={(next) => onFilter({ clientId: next.clientId, placeId: next.placeId, projectId: next.projectId })}
      />
      <DebouncedTextFilter
        label={t('variables.list.filter.name')}
        value={search.name}
        onSearch={(name) => onFilter({ name }, typing)}
        w={220}
      />
      <DebouncedTextFilter
        label={t('variables.list.filter.unit')}
        value={search.unitName}
        onSearch={(unitName) => onFilter({ unitName }, typing)}
        w={120}
      />
      <DebouncedTextFilter
        label={t('variables.list.filter.technicalId')}
        value={search.sourceTechnicalName}
        onSearch={(sourceTechnicalName) => onFilter({ sourceTechnicalName }, typing)}
      />
      <DebouncedTextFilter
        label={t('variables.list.filter.projectName')}
        value={search.projectName}
        onSearch={(projectName) => onFilter({ projectName }, typing)}
      />
      <Select
        label={t('variables.list.filter.type')}
        placeholder={t('variables.list.filter.any')}
        data={typeOptions}
        value={search.type ?? null}
        onChange={(value) => onFilter({ type: OBJECT_TYPES.find((type) => type === value) })}
        clearable
        w={200}
      />
      <VariablesDeviceFilter
        placeId={search.placeId}
        value={search.deviceId}
        onChange={(deviceId) => onFilter({ deviceId })}
      />
      <Button variant="subtle" onClick={onReset}>
        {t('variables.list.filter.reset')}
      </Button>
    </Group>
  );
}
