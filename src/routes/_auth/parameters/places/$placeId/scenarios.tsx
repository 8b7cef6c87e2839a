import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/places/$placeId/scenarios')({
  staticData: {
    titleId: 'page.scenarios',
    parent: '/parameters/places/$placeId',
    permission: 'alerting_scenario_view',
  },
  params: parseIdParams('placeId'),
});
