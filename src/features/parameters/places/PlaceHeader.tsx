import { Group, Skeleton, Text } from '@mantine/core';
import type { QueryRegion } from '../../../api/queryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';
import type { Place } from '../../../entities/structure/api';

/** The site's compact header: its client (a link to the client's page), city and time zone. The H1 is the shell's. */
export function PlaceHeader({ region }: { region: QueryRegion<Place> }) {
  const t = useMessage();
  if (region.state === 'loading' || region.state === 'failed') return <Skeleton h={24} w={360} />;
  const place = region.data;
  const city = [place.city, place.country].filter((part) => part?.trim()).join(', ');
  return (
    <>
      {region.state === 'stale' ? (
        <RegionStaleLine
          what={t('parameters.places.region.place')}
          error={region.error}
          updatedAt={region.updatedAt}
          onRetry={region.retry}
        />
      ) : null}
      <Group gap="lg" wrap="wrap" component="dl" m={0}>
        <Group gap={6} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {t('parameters.places.header.client')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            <AnchorLink to="/parameters/clients/$clientId/main-informations" params={{ clientId: place.client.id }}>
              {place.client.name}
            </AnchorLink>
          </Text>
        </Group>
        <Fact label={t('parameters.places.header.city')} value={city} />
        <Fact label={t('parameters.places.header.timezone')} value={place.timezone} />
      </Group>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  const t = useMessage();
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {value?.trim() ? value : t('common.notSet')}
      </Text>
    </Group>
  );
}
