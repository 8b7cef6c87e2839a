import { createFileRoute } from '@tanstack/react-router';
import { PlaceMainInformations } from '../../../../../features/parameters/places/PlaceMainInformations';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 parameters/places/{placeId}/main-informations: the site's fields (the layout reads the site). */
export const Route = createFileRoute('/_auth/parameters/places/$placeId/main-informations')({
  staticData: { titleId: 'page.mainInformations', parent: '/parameters/places/$placeId', permission: 'place_view' },
  params: parseIdParams('placeId'),
  component: PlaceMainInformations,
});
