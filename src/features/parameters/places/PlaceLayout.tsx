import { Alert as Notice, Stack } from '@mantine/core';
import { getRouteApi, Outlet } from '@tanstack/react-router';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { useEntityName } from '../../../ui/EntityNames';
import { placesResource } from '../../../entities/structure/api';
import { PlaceHeader } from './PlaceHeader';
import { PlaceTabs } from './PlaceTabs';

const route = getRouteApi('/_auth/parameters/places/$placeId');

/**
 * The site page (spec 001 §2 parameters/places/{placeId}): its header (client, city), one link
 * per section (main-informations, scenarios, projets), then the open section. The site's own read
 * failing is said here with Retry (or that it does not exist); a section's failing, inside it.
 */
export function PlaceLayout() {
  const { placeId } = route.useParams();
  const t = useMessage();
  const place = useQueryRegion(placesResource.detailQuery(placeId));
  useEntityName('/parameters/places/$placeId', place.data?.name);

  if (place.state === 'failed') {
    const error = place.error;
    if (isApiError(error) && (error.has('PLACE_NOT_FOUND') || error.status === 404))
      return (
        <Notice color="gray" variant="outline" title={t('parameters.places.notFoundTitle')}>
          {t('parameters.places.notFound')}
        </Notice>
      );
    return <RegionFailure what={t('parameters.places.region.place')} error={error} onRetry={place.retry} />;
  }
  return (
    <Stack gap="sm">
      <PlaceHeader region={place} />
      <PlaceTabs placeId={placeId} />
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}
