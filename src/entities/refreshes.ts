import type { LiveMessageType } from '../api/liveMessages';
import { createRefresher, type RefreshRule } from '../api/refreshRules';
import { alertsResource, projectAlertsResource } from './alerting/api';
import { scenariosResource } from './alerting/scenariosApi';
import { analyticsConfigurationResource, modelizationQuery } from './analytics/api';
import { alertEventStatsQuery } from './events/alertEventStats';
import { eventCommentsResource, eventsResource } from './events/api';
import { dashboardsResource, graphsResource } from './explorer/api';
import { interventionsResource } from './interventions/api';
import { reportsResource } from './reports/api';
import { scheduledReportHistoryQuery, scheduledReportsResource } from './reports/scheduledReportsApi';
import { aapeResource, perimeterResource } from './savings/api';
import {
  balanceActionResource,
  balancePerimeterResource,
  balancesByProjectQuery,
  deleteBilanMutation,
  projectBilansQuery,
} from './savings/balanceApi';
import {
  clientPlaceTreeQuery,
  clientsResource,
  objectRelationsQuery,
  placesResource,
  projectsResource,
} from './structure/api';
import { supportFileDownload, supportFilesQuery } from './structure/supportApi';
import { IMPORT_STATUS_CHANGED_CODES, importFileUpload, importsResource } from './transfers/importsApi';
import { downloadRequestsResource, filesResource } from './transfers/downloadsApi';
import { synopticResource, synopticValuesQuery } from './synoptic/api';
import { rolesResource, usersResource } from './users/usersApi';
import { formulasResource } from './variables/formulaApi';
import { variablesResource } from './variables/api';
import { seriesData } from './variables/seriesData';

/*
 * What every write and every live message makes stale, in one place. A resource's own lists are
 * refreshed by the resource factory itself; a rule here says what else changes. A rule on a
 * resource matches all its writes (and the mutations defined under it); on `writeKeys.update`,
 * only that write. An `afterFailure` rule reads again what a refused write was based on. Features
 * never invalidate queries themselves (ESLint holds them to it): they add a rule here.
 */

/** Client, site and project names are embedded in each other's answers and in the relations. */
const structure = [clientsResource, placesResource, projectsResource, objectRelationsQuery];
const balances = [balanceActionResource, balancePerimeterResource, balancesByProjectQuery, projectBilansQuery];

export const REFRESH_RULES: readonly RefreshRule<LiveMessageType>[] = [
  // Events: the home summary counts events by status; comment counts show on the event. A refused
  // status change (a workflow error, another user's change) shows the event as it now is.
  { after: eventsResource, refresh: [alertEventStatsQuery] },
  { afterFailure: eventsResource.writeKeys.update, refresh: [eventsResource] },
  { after: eventCommentsResource, refresh: [eventsResource] },

  // Alerting: alerts embed scenario names; an alert and its project alert are one row underneath.
  { after: alertsResource, refresh: [projectAlertsResource] },
  { after: projectAlertsResource, refresh: [alertsResource] },
  { after: scenariosResource, refresh: [alertsResource, projectAlertsResource] },
  // A return to the editor after a save shows what the server now holds (its read of the alert).
  { after: alertsResource.writeKeys.update, refresh: [alertsResource] },
  { after: projectAlertsResource.writeKeys.update, refresh: [projectAlertsResource] },

  // Variables: a formula is a variable; a rename shows in the change history (its query is under variables).
  { after: variablesResource, refresh: [variablesResource] },
  { after: formulasResource, refresh: [variablesResource] },

  // Explorer: dashboards embed their graphs. A saved graph is read again, and so is its data: the
  // data calls' keys name the graph and the period, not what it draws.
  { after: graphsResource, refresh: [dashboardsResource] },
  { after: graphsResource.writeKeys.update, refresh: [graphsResource, seriesData] },

  // Structure.
  ...[clientsResource, placesResource, projectsResource].map((after) => ({ after, refresh: structure })),

  // Users: spec 001 §4, a user, profile or role update reloads the current user (under the users' key).
  { after: usersResource, refresh: [usersResource] },
  // "Updating a user with the current-user flag also refreshes the client places" (spec 001 §4):
  // after any user's update, which costs only the places' reads on screen.
  { after: usersResource.writeKeys.update, refresh: [placesResource, clientPlaceTreeQuery().queryKey] },
  { after: rolesResource, refresh: [usersResource] },

  // Savings: an AAPE's totals follow its perimeters; deleting either removes balances on the server.
  { after: aapeResource, refresh: [perimeterResource, ...balances] },
  { after: perimeterResource, refresh: [aapeResource, ...balances] },
  { after: balanceActionResource, refresh: balances },
  { after: balancePerimeterResource, refresh: balances },
  { after: deleteBilanMutation, refresh: balances },

  // Reports: a (re)generated report becomes a download request and, once ready, a file.
  { after: reportsResource, refresh: [downloadRequestsResource, filesResource] },
  { after: scheduledReportsResource, refresh: [scheduledReportHistoryQuery] },

  // Interventions: the fetch-all answer (current and completed) sits beside the lists.
  { after: interventionsResource, refresh: [interventionsResource] },

  // Project support: downloading a technical file records the read ("last read" column).
  { after: supportFileDownload, refresh: [supportFilesQuery] },

  // Imports: a file sent moves the import on; a refusal saying it moved on meanwhile reads the lists.
  { after: importFileUpload, refresh: [importsResource] },
  { afterFailure: importsResource, codes: IMPORT_STATUS_CHANGED_CODES, refresh: [importsResource] },

  // Transfers: a download request and its file are two views of one export.
  { after: downloadRequestsResource, refresh: [filesResource] },
  { after: filesResource, refresh: [downloadRequestsResource] },

  // Analytics: a run, a stop or a changed configuration changes the modelling state.
  { after: modelizationQuery, refresh: [modelizationQuery] },
  { after: analyticsConfigurationResource, refresh: [modelizationQuery] },

  // Synoptics: the project's ordered list and the view's values sit under the resource's key.
  { after: synopticResource, refresh: [synopticResource] },

  // Live messages (spec 000 §7).
  { live: 'download_request', refresh: [downloadRequestsResource, filesResource] },
  // Imported data changes the synoptic view's latest values (spec 001 §2 synoptique), the charts'
  // series and the manual variables' last value (manual-config).
  {
    live: 'manual_data_upload',
    refresh: [importsResource, synopticValuesQuery, seriesData, variablesResource],
  },
  { live: 'manual_data_file_validation', refresh: [importsResource] },
  { live: 'multivariate_regression', refresh: [modelizationQuery, analyticsConfigurationResource] },
];

export const refresher = createRefresher(REFRESH_RULES);
