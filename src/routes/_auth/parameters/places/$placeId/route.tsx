import { createFileRoute } from '@tanstack/react-router';
import { placesResource } from '../../../../../entities/structure/api';
import { PlaceLayout } from '../../../../../features/parameters/places/PlaceLayout';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 parameters/places/{placeId}: the site's header and section links around the open section. */
export const Route = createFileRoute('/_auth/parameters/places/$placeId')({
  // The same as the index route's: the breadcrumb finds the site's step whichever it reads.
  staticData: { titleId: 'page.place', parent: '/parameters/places', permission: 'place_view' },
  params: parseIdParams('placeId'),
  // Prefetched, not awaited: a missing or refused site is explained by the layout, in place.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(placesResource.detailQuery(params.placeId));
  },
  component: PlaceLayout,
});
