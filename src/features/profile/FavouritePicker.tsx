import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useMessage } from '../../i18n/useMessage';
import type { ProjectRef } from '../../entities/structure/refs';
import type { StructureChoices } from '../../entities/structure/structureChoices';
import {
  changeSelection,
  narrowChoices,
  type StructureSelection,
} from '../../entities/structure/StructureFilter/structureNarrowing';

interface FavouritePickerProps {
  /** The visible structure: hidden test clients and projects are never offered (spec 000 §6). */
  choices: StructureChoices;
  /** The favourites already chosen: not offered again. */
  chosenIds: ReadonlySet<number>;
  onAdd: (project: ProjectRef) => void;
}

const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const toId = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

/** A project chosen by client → site → project (each narrowing the next), then added to the favourites. */
export function FavouritePicker({ choices, chosenIds, onAdd }: FavouritePickerProps) {
  const t = useMessage();
  const legendId = useId();
  const [selection, setSelection] = useState<StructureSelection>({});
  const narrowed = narrowChoices(choices, selection);
  const projects = narrowed.projects.filter((project) => !chosenIds.has(project.id));
  const project = projects.find((candidate) => candidate.id === selection.projectId);
  const select = (level: 'client' | 'place' | 'project') => (next: string | null) =>
    setSelection(changeSelection(choices, selection, level, toId(next)));
  const common = {
    searchable: true,
    clearable: true,
    nothingFoundMessage: t('profile.favourites.nothingFound'),
    w: 220,
  } as const;

  return (
    <Stack gap={6}>
      <Text id={legendId} size="sm" fw={600}>
        {t('profile.favourites.addTitle')}
      </Text>
      <Group gap="sm" align="end" wrap="wrap" role="group" aria-labelledby={legendId}>
        <Select
          {...common}
          label={t('profile.favourites.client')}
          placeholder={t('profile.favourites.anyClient')}
          data={toOptions(narrowed.clients)}
          value={selection.clientId === undefined ? null : String(selection.clientId)}
          onChange={select('client')}
        />
        <Select
          {...common}
          label={t('profile.favourites.site')}
          placeholder={t('profile.favourites.anySite')}
          data={toOptions(narrowed.places)}
          value={selection.placeId === undefined ? null : String(selection.placeId)}
          onChange={select('place')}
        />
        <Select
          {...common}
          label={t('profile.favourites.project')}
          placeholder={t('profile.favourites.chooseProject')}
          data={toOptions(projects)}
          value={project ? String(project.id) : null}
          onChange={select('project')}
        />
        <Button
          variant="light"
          disabled={!project}
          onClick={() => {
            if (!project) return;
            onAdd(project);
            // Back to the whole structure: the next favourite is often another client's.
            setSelection({});
          }}
        >
          {t('profile.favourites.add')}
        </Button>
      </Group>
    </Stack>
  );
}
