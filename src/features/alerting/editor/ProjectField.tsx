import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { changeSelection, narrowChoices } from '../../../entities/structure/StructureFilter/structureNarrowing';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useMessage } from '../../../i18n/useMessage';
import { fieldDomId } from './useAlertFieldError';

export interface ProjectSelection {
  clientId: number | null;
  placeId: number | null;
  projectId: number | null;
}

export interface ProjectFieldProps {
  value: ProjectSelection;
  onChange: (next: ProjectSelection) => void;
  onBlur: () => void;
  error?: string;
  readOnly: boolean;
}

const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const asString = (id: number | null) => (id === null ? null : String(id));
const orNull = (id: number | undefined) => id ?? null;

/**
 * A new alert's project, chosen client → site → project with StructureFilter's narrowing
 * (structureNarrowing.ts) and its hidden test structure left out. Unlike the list filter it is a
 * required field: no "all" choice, an error on the project with the form's own message.
 */
export function ProjectField({ value, onChange, onBlur, error, readOnly }: ProjectFieldProps) {
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
    readOnly,
    disabled: isPending,
    nothingFoundMessage: t('alertEditor.project.nothingFound'),
    onBlur,
    w: 240,
  } as const;

  return (
    <Group gap="sm" align="start" wrap="wrap">
      <Select
        {...common}
        label={t('alertEditor.project.client')}
        placeholder={t('alertEditor.project.choose')}
        clearable={!readOnly}
        data={toOptions(narrowed.clients)}
        value={asString(value.clientId)}
        onChange={select('client')}
      />
      <Select
        {...common}
        label={t('alertEditor.project.site')}
        placeholder={t('alertEditor.project.choose')}
        clearable={!readOnly}
        data={toOptions(narrowed.places)}
        value={asString(value.placeId)}
        onChange={select('place')}
      />
      <Select
        {...common}
        id={fieldDomId('projectId')}
        label={t('alertEditor.project.project')}
        placeholder={t('alertEditor.project.choose')}
        required={!readOnly}
        clearable={!readOnly}
        data={toOptions(narrowed.projects)}
        value={asString(value.projectId)}
        onChange={select('project')}
        error={error}
      />
    </Group>
  );
}
