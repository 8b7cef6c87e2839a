import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMessage } from '../../../i18n/useMessage';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';

export interface ClientSiteSelection {
  clientId?: number | undefined;
  placeId?: number | undefined;
}

export interface ClientSiteFilterProps {
  value: ClientSiteSelection;
  onChange: (next: ClientSiteSelection) => void;
  /** The sites list filters by client only. */
  withSite?: boolean;
}

const toId = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

/**
 * Client → site for the structure lists (the hidden test structure is never offered): a site
 * belongs to one client, so choosing a site also sets its client and a new client clears the site.
 */
export function ClientSiteFilter({ value, onChange, withSite = false }: ClientSiteFilterProps) {
  const t = useMessage();
  const { data, isPending } = useQuery(structureChoicesQuery());
  const clients = data?.clients ?? [];
  const places = (data?.places ?? []).filter(
    (place) => value.clientId === undefined || place.client.id === value.clientId,
  );
  const common = {
    searchable: true,
    clearable: true,
    disabled: isPending,
    nothingFoundMessage: t('parameters.projects.filter.nothingFound'),
    placeholder: t('parameters.projects.filter.all'),
    w: 220,
  } as const;
  return (
    <>
      <Select
        {...common}
        label={t('parameters.projects.filter.client')}
        data={clients.map((client) => ({ value: String(client.id), label: client.name }))}
        value={value.clientId === undefined ? null : String(value.clientId)}
        onChange={(next) => onChange({ clientId: toId(next), placeId: undefined })}
      />
      {withSite ? (
        <Select
          {...common}
          label={t('parameters.projects.filter.site')}
          data={places.map((place) => ({ value: String(place.id), label: place.name }))}
          value={value.placeId === undefined ? null : String(value.placeId)}
          onChange={(next) => {
            const placeId = toId(next);
            const place = data?.places.find((candidate) => candidate.id === placeId);
            onChange({ clientId: place ? place.client.id : value.clientId, placeId });
          }}
        />
      ) : null}
    </>
  );
}
