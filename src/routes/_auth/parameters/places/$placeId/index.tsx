import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/places/$placeId/')({
  staticData: { titleId: 'page.place', parent: '/parameters/places', permission: 'place_view' },
  params: parseIdParams('placeId'),
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/parameters/places/$placeId/main-informations', params, replace: true });
  },
});
