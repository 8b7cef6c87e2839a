import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../../api/prefetchQueries';
import { placesResource } from '../../../../../entities/structure/api';
import { scenarioListQuery } from '../../../../../features/alerting/scenarios/scenarioQueries';
import { ScenariosPlaceScreen } from '../../../../../features/alerting/scenarios/ScenariosPlaceScreen';
import { parseIdParams } from '../../../../-params';

/** spec 001 §2 parameters/places/{placeId}/scenarios: the site's scenarios with the global ones. */
export const Route = createFileRoute('/_auth/parameters/places/$placeId/scenarios')({
  staticData: {
    titleId: 'page.scenarios',
    parent: '/parameters/places/$placeId',
    permission: 'alerting_scenario_view',
  },
  params: parseIdParams('placeId'),
  // Prefetched, not awaited: the screen shows its frame at once and each part as it comes.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, {
      place: placesResource.detailQuery(params.placeId),
      scenarios: scenarioListQuery(params.placeId),
    });
  },
  component: ScenariosPlaceScreen,
});
