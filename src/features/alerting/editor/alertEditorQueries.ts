import {
  alertLevelsQuery,
  alertsResource,
  alertTypesQuery,
  projectAlertsResource,
} from '../../../entities/alerting/api';
import { scenariosResource } from '../../../entities/alerting/scenariosApi';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { contactsResource } from '../../../entities/users/contactsApi';
import { aggregationsQuery } from '../../../entities/variables/api';

/** The kind of alert an editor route opens: GET/PUT alerts/{id} or project-alerts/{id} (spec 000 §7). */
export type AlertEditorKind = 'alert' | 'projectAlert';

/** Contacts and scenarios are short lists (a few dozen): read whole, searched in the browser. */
const WHOLE_LIST = 1000;

export const alertResourceOf = (kind: AlertEditorKind) => (kind === 'alert' ? alertsResource : projectAlertsResource);

export const contactsChoicesQuery = () => contactsResource.listQuery({ limit: WHOLE_LIST });

/** spec 000 §7 "GET scenarios: placeId": the site's scenarios with the global ones. */
export const placeScenariosQuery = (placeId: number) => scenariosResource.listQuery({ placeId, limit: WHOLE_LIST });

/** The editor's reads: the route's loader prefetches them, the screen reads them. */
export function alertEditorQueries(kind: AlertEditorKind, alertId?: number) {
  return {
    ...(alertId === undefined
      ? { structure: structureChoicesQuery() }
      : { alert: alertResourceOf(kind).detailQuery(alertId) }),
    types: alertTypesQuery.query(),
    levels: alertLevelsQuery.query(),
    aggregations: aggregationsQuery.query(),
    contacts: contactsChoicesQuery(),
  };
}
