import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { structureChoicesQuery } from '../structureChoices';
import { useMessage } from '../../../i18n/useMessage';
import { changeSelection, narrowChoices, type StructureSelection } from './structureNarrowing';

interface StructureFilterProps {
  value: StructureSelection;
  onChange: (next: StructureSelection) => void;
}

const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const toId = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

/** Client → site → project, each searchable and clearable; hidden test structure never offered. */
export function StructureFilter({ value, onChange }: StructureFilterProps) {
  const t = useMessage();
  const { data, isPending } = useQuery(structureChoicesQuery());
  const choices = data ?? { clients: [], places: [], projects: [] };
  const narrowed = narrowChoices(choices, value);
  const select = (level: 'client' | 'place' | 'project') => (next: string | null) =>
    onChange(changeSelection(choices, value, level, toId(next)));
  const common = {
    searchable: true,
    clearable: true,
    disabled: isPending,
    nothingFoundMessage: t('ui.structure.nothingFound'),
    w: 200,
  } as const;

  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        {...common}
        label={t('ui.structure.client')}
        placeholder={t('ui.structure.all')}
        data={toOptions(narrowed.clients)}
        value={value.clientId === undefined ? null : String(value.clientId)}
        onChange={select('client')}
      />
      <Select
        {...common}
        label={t('ui.structure.site')}
        placeholder={t('ui.structure.all')}
        data={toOptions(narrowed.places)}
        value={value.placeId === undefined ? null : String(value.placeId)}
        onChange={select('place')}
      />
      <Select
        {...common}
        label={t('ui.structure.project')}
        placeholder={t('ui.structure.all')}
        data={toOptions(narrowed.projects)}
        value={value.projectId === undefined ? null : String(value.projectId)}
        onChange={select('project')}
      />
    </Group>
  );
}
