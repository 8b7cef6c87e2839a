import type { HttpHandler } from 'msw';
import { alertingHandlers } from './handlers/alerting/alerts';
import { analyticsHandlers } from './handlers/analytics/analytics';
import { contactsHandlers } from './handlers/users/contacts';
import type { MockApiContext } from './handlers/context';
import { dataHandlers } from './handlers/variables/data';
import { eventsHandlers } from './handlers/events/events';
import { explorerHandlers } from './handlers/explorer/dashboards';
import { importsHandlers } from './handlers/transfers/imports';
import { interventionsHandlers } from './handlers/interventions/interventions';
import { reportsHandlers } from './handlers/reports/reports';
import { savingsHandlers } from './handlers/savings/aape';
import { structureHandlers } from './handlers/structure/structure';
import { synopticHandlers } from './handlers/synoptic/synoptics';
import { userHandlers } from './handlers/users/currentUser';
import { usersHandlers } from './handlers/users/users';
import { variablesHandlers } from './handlers/variables/variables';

/** Every handler of the mocked API, shared by the demo (browser) and the tests (node). */
export function createHandlers(context: MockApiContext): HttpHandler[] {
  return [
    ...userHandlers(context),
    ...usersHandlers(context),
    ...structureHandlers(context),
    ...contactsHandlers(context),
    ...variablesHandlers(context),
    ...explorerHandlers(context),
    ...dataHandlers(context),
    ...alertingHandlers(context),
    ...eventsHandlers(context),
    ...savingsHandlers(context),
    ...reportsHandlers(context),
    ...interventionsHandlers(context),
    ...importsHandlers(context),
    ...analyticsHandlers(context),
    ...synopticHandlers(context),
  ];
}
