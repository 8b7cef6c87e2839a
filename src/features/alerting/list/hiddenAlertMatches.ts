import { queryOptions } from '@tanstack/react-query';
import { keyUnder } from '../../../api/querySource';
import { alertsResource, projectAlertsResource } from '../../../entities/alerting/api';
import { clientsResource } from '../../../entities/structure/api';
import { isHiddenClient, type HiddenNames } from '../../../entities/structure/hiddenStructure';
import type { AlertQueryParams, AlertTableTab } from './alertListSearch';

/**
 * How many of the alerts matching `filters` belong to hidden clients (export/hiddenAlerts.ts), so
 * that the count shown is the visible one: one one-row read per hidden client the filters allow
 * (none once a visible client is chosen), as the variables list counts its own.
 */
export function hiddenAlertMatchesQuery(filters: AlertQueryParams, tab: AlertTableTab, hidden: HiddenNames) {
  return queryOptions({
    // Under the list's resource, so that its refresh rules reach the count too.
    queryKey: keyUnder(tab === 'standard' ? alertsResource : projectAlertsResource, 'hidden-matches', filters, hidden),
    queryFn: async ({ client, signal }) => {
      // A count does not depend on the order.
      const counted = { ...filters };
      delete counted.ordering;
      const clients = await client.fetchQuery(clientsResource.listQuery());
      const ids = clients.data
        .filter((row) => isHiddenClient(hidden, row.name))
        .map((row) => row.id)
        .filter((id) => filters.clientId === undefined || id === filters.clientId);
      const pages = await Promise.all(
        ids.map((clientId) =>
          tab === 'standard'
            ? alertsResource.list({ ...counted, clientId, limit: 1, offset: 0 }, signal)
            : projectAlertsResource.list({ ...counted, clientId, limit: 1, offset: 0 }, signal),
        ),
      );
      return pages.reduce((sum, page) => sum + page.total_count, 0);
    },
  });
}
