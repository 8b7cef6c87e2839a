import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { placesResource } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { ScenariosPanel } from './ScenariosPanel';

const route = getRouteApi('/_auth/parameters/places/$placeId/scenarios');

/**
 * spec 001 §2 parameters/places/{placeId}/scenarios: the site's scenarios tab. The site is named
 * first (its name and client, read from the structure), then the panel for that site only.
 */
export function ScenariosPlaceScreen(): ReactElement {
  const { placeId } = route.useParams();
  const t = useMessage();
  const place = useQueryRegion(placesResource.detailQuery(placeId));
  return (
    <Stack gap="lg">
      <DataRegion region={place} what={t('scenario.page.what')} placeholder={<Skeleton h={48} w={360} />}>
        {(site) => (
          <Stack gap={2}>
            <Title order={2} size="h3">
              {site.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('scenario.page.client', { name: site.client.name })} · {t('scenario.page.subtitle')}
            </Text>
          </Stack>
        )}
      </DataRegion>
      <ScenariosPanel placeId={placeId} />
    </Stack>
  );
}
