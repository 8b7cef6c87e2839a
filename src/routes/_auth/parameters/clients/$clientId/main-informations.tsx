import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ClientMainInformationsScreen } from '../../../../../features/parameters/clients/ClientSectionScreens';
import { structureSourceSearch } from '../../../../../features/parameters/tree/structureSource';
import { parseIdParams } from '../../../../-params';

/** The client's main information: its name and its short name (spec 001 §7 PUT clients/{id}). */
export const Route = createFileRoute('/_auth/parameters/clients/$clientId/main-informations')({
  staticData: { titleId: 'page.mainInformations', parent: '/parameters/clients/$clientId', permission: 'client_view' },
  params: parseIdParams('clientId'),
  // spec 001 §4: the view mode's source (the navigator or the list the page was opened from).
  validateSearch: z.object({ source: structureSourceSearch }),
  component: ClientMainInformationsScreen,
});
