import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PlaceProjects, placeProjectsQuery } from '../../../../../features/parameters/places/PlaceProjects';
import { parseIdParams } from '../../../../-params';

const searchSchema = z.object({ new: z.boolean().optional().catch(undefined) });

/** spec 001 §2 parameters/places/{placeId}/projets: the site's projects; `new` opens the create dialog. */
export const Route = createFileRoute('/_auth/parameters/places/$placeId/projets')({
  staticData: { titleId: 'page.projects', parent: '/parameters/places/$placeId', permission: 'place_view' },
  params: parseIdParams('placeId'),
  validateSearch: searchSchema,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(placeProjectsQuery(params.placeId));
  },
  component: PlaceProjects,
});
