import type { HttpHandler } from 'msw';
import { alertingHandlers } from './handlers/alerting';
import { analyticsHandlers } from './handlers/analytics';
import { contactsHandlers } from './handlers/contacts';
import type { MockApiContext } from './handlers/context';
import { dataHandlers } from './handlers/data';
import { eventsHandlers } from './handlers/events';
import { explorerHandlers } from './handlers/explorer';
import { importsHandlers } from './handlers/imports';
import { interventionsHandlers } from './handlers/interventions';
import { reportsHandlers } from './handlers/reports';
import { savingsHandlers } from './handlers/savings';
import { structureHandlers } from './handlers/structure';
import { synopticHandlers } from './handlers/synoptic';
import { userHandlers } from './handlers/user';
import { usersHandlers } from './handlers/users';
import { variablesHandlers } from './handlers/variables';

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
