import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { changeSelection, narrowChoices } from '../../../entities/structure/StructureFilter/structureNarrowing';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';

export interface DashboardProjectSelection {
  clientId: number | null;
  placeId: number | null;
  projectId: number | null;
}

export interface DashboardProjectFieldProps {
  value: DashboardProjectSelection;
  onChange: (next: DashboardProjectSelection) => void;
  error?: string;
}

const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const asString = (id: number | null) => (id === null ? null : String(id));
const orNull = (id: number | undefined) => id ?? null;

/**
 * A new dashboard's project, optional, chosen client → site → project with StructureFilter's
 * narrowing (the hidden test structure left out): a dashboard about a project is listed with it
 * and shown to that client's users only.
 */
export function DashboardProjectField({ value, onChange, error }: DashboardProjectFieldProps) {
  const t = useMessage();
  const { data, isPending } = useQuery(structureChoicesQuery());
  const choices = data ?? { clients: [], places: [], projects: [] };
  const selection = {
    ...(value.clientId === null ? {} : { clientId: value.clientId }),
    ...(value.placeId === null ? {} : { placeId: value.placeId }),
    ...(value.projectId === null ? {} : { projectId: value.projectId }),
  };
  const narrowed = narrowChoices(choices, selection);
  const select = (level: 'client' | 'place' | 'project') => (next: string | null) => {
    const changed = changeSelection(choices, selection, level, next === null ? undefined : Number(next));
    onChange({
      clientId: orNull(changed.clientId),
      placeId: orNull(changed.placeId),
      projectId: orNull(changed.projectId),
    });
  };
  const common = {
    searchable: true,
    clearable: true,
    disabled: isPending,
    placeholder: t('explorerList.project.choose'),
    nothingFoundMessage: t('explorerList.project.nothingFound'),
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <Group gap="sm" align="start" grow wrap="wrap">
      <Select
        {...common}
        label={t('explorerList.project.client')}
        data={toOptions(narrowed.clients)}
        value={asString(value.clientId)}
        onChange={select('client')}
      />
      <Select
        {...common}
        label={t('explorerList.project.site')}
        data={toOptions(narrowed.places)}
        value={asString(value.placeId)}
        onChange={select('place')}
      />
      <Select
        {...common}
        label={t('explorerList.project.project')}
        data={toOptions(narrowed.projects)}
        value={asString(value.projectId)}
        onChange={select('project')}
        error={error}
      />
    </Group>
  );
}
