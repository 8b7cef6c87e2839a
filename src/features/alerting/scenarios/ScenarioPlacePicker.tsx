import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { narrowChoices } from '../../../entities/structure/StructureFilter/structureNarrowing';
import { useMessage } from '../../../i18n/useMessage';

export interface ScenarioPlacePickerProps {
  placeId: number | undefined;
  onChange: (placeId: number | undefined) => void;
}

const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const toId = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

/**
 * Client → site, the structure filter's narrowing without its project level (scenarios belong to a
 * site, spec 000 §3). No site: the global scenarios only.
 */
export function ScenarioPlacePicker({ placeId, onChange }: ScenarioPlacePickerProps) {
  const t = useMessage();
  const { data, isPending } = useQuery(structureChoicesQuery());
  const choices = data ?? { clients: [], places: [], projects: [] };
  const [chosenClientId, setChosenClientId] = useState<number | undefined>(undefined);
  // The site's client when a site is chosen; the client picked on its own otherwise.
  const clientId = choices.places.find((place) => place.id === placeId)?.client.id ?? chosenClientId;
  const { clients, places } = narrowChoices(choices, { clientId });
  const common = {
    searchable: true,
    clearable: true,
    disabled: isPending,
    nothingFoundMessage: t('ui.structure.nothingFound'),
    w: 240,
  } as const;

  return (
    <Group gap="sm" align="end" wrap="wrap" role="group" aria-label={t('scenario.picker.label')}>
      <Select
        {...common}
        label={t('ui.structure.client')}
        placeholder={t('ui.structure.all')}
        data={toOptions(clients)}
        value={clientId === undefined ? null : String(clientId)}
        onChange={(value) => {
          const next = toId(value);
          setChosenClientId(next);
          const place = choices.places.find((candidate) => candidate.id === placeId);
          if (placeId !== undefined && place?.client.id !== next) onChange(undefined);
        }}
      />
      <Select
        {...common}
        label={t('ui.structure.site')}
        placeholder={t('scenario.picker.global')}
        data={toOptions(places)}
        value={placeId === undefined ? null : String(placeId)}
        onChange={(value) => {
          const next = toId(value);
          if (next !== undefined) setChosenClientId(choices.places.find((place) => place.id === next)?.client.id);
          onChange(next);
        }}
      />
    </Group>
  );
}
