import { getRouteApi } from '@tanstack/react-router';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { placesResource } from '../../../entities/structure/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { PlaceFacts } from './PlaceFacts';
import { PlaceForm } from './PlaceForm';

const route = getRouteApi('/_auth/parameters/places/$placeId/main-informations');

/**
 * spec 001 §2 parameters/places/{placeId}/main-informations: the site's fields, a form with
 * place_manage (keyed by the site, so that another site starts from its own values), read only
 * otherwise.
 */
export function PlaceMainInformations() {
  const { placeId } = route.useParams();
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'place_manage');
  const place = useQueryRegion(placesResource.detailQuery(placeId));
  return (
    <DataRegion region={place} what={t('parameters.places.region.place')}>
      {(data) => (canManage ? <PlaceForm key={data.id} place={data} /> : <PlaceFacts place={data} />)}
    </DataRegion>
  );
}
