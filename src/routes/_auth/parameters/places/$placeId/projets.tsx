import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/places/$placeId/projets')({
  staticData: { titleId: 'page.projects', parent: '/parameters/places/$placeId', permission: 'place_view' },
  params: parseIdParams('placeId'),
});
