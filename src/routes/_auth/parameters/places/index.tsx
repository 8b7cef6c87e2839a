import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { PlaceListScreen } from '../../../../features/parameters/places/PlaceListScreen';
import { placeListQueries } from '../../../../features/parameters/places/placeListQueries';
import { placeListSearchSchema } from '../../../../features/parameters/places/placeListSearch';

/** spec 001 §2 parameters/places: the sites, with their client filter, search, sort and page in the URL. */
export const Route = createFileRoute('/_auth/parameters/places/')({
  staticData: { titleId: 'page.places', parent: '/parameters', permission: 'place_view' },
  validateSearch: placeListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, placeListQueries(deps.search));
  },
  component: PlaceListScreen,
});
