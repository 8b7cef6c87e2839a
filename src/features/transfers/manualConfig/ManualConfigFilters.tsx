import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { changeSelection, narrowChoices } from '../../../entities/structure/StructureFilter/structureNarrowing';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { IMPORT_STATUSES } from '../../../entities/transfers/importWorkflow';
import { useMessage } from '../../../i18n/useMessage';
import type { ManualConfigSearch } from './manualConfigSearch';

export interface ManualConfigFiltersProps {
  search: ManualConfigSearch;
  onFilter: (patch: Partial<ManualConfigSearch>) => void;
  onReset: () => void;
}

const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const toId = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

/**
 * Client → site (imports and manual variables belong to a site: spec 001 §3), and the imports'
 * status. The hidden test structures are never offered (spec 001 §6, structureChoices.ts).
 */
export function ManualConfigFilters({ search, onFilter, onReset }: ManualConfigFiltersProps) {
  const t = useMessage();
  const { data, isPending } = useQuery(structureChoicesQuery());
  const choices = data ?? { clients: [], places: [], projects: [] };
  const selection = { clientId: search.clientId, placeId: search.placeId };
  const narrowed = narrowChoices(choices, selection);
  const select = (level: 'client' | 'place') => (value: string | null) => {
    const next = changeSelection(choices, selection, level, toId(value));
    onFilter({ clientId: next.clientId, placeId: next.placeId });
  };
  const common = {
    searchable: true,
    clearable: true,
    disabled: isPending,
    nothingFoundMessage: t('ui.structure.nothingFound'),
    placeholder: t('ui.structure.all'),
    w: 240,
  } as const;

  return (
    <Group gap="sm" align="end" wrap="wrap" component="section" aria-label={t('manualConfig.filters.label')}>
      <Select
        {...common}
        label={t('ui.structure.client')}
        data={toOptions(narrowed.clients)}
        value={search.clientId === undefined ? null : String(search.clientId)}
        onChange={select('client')}
      />
      <Select
        {...common}
        label={t('ui.structure.site')}
        data={toOptions(narrowed.places)}
        value={search.placeId === undefined ? null : String(search.placeId)}
        onChange={select('place')}
      />
      <Select
        label={t('manualConfig.filters.status')}
        placeholder={t('manualConfig.filters.anyStatus')}
        data={IMPORT_STATUSES.map((status) => ({ value: status, label: t(`import.status.${status}`) }))}
        value={search.status ?? null}
        onChange={(value) => onFilter({ status: IMPORT_STATUSES.find((status) => status === value) })}
        clearable
        w={260}
      />
      <Button variant="subtle" onClick={onReset}>
        {t('manualConfig.filters.reset')}
      </Button>
    </Group>
  );
}
