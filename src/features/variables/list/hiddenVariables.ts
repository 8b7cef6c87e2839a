import { queryOptions } from '@tanstack/react-query';
import { keyUnder } from '../../../api/querySource';
import { clientsResource } from '../../../entities/structure/api';
import { isHiddenClient, isHiddenProject, type HiddenNames } from '../../../entities/structure/hiddenStructure';
import { variablesResource, type Variable, type VariableListParams } from '../../../entities/variables/api';

/*
 * spec 001 §6: the test and demo clients and projects are hidden from the variable lists; the API
 * returns them and hiding is the client's job (src/entities/structure/hiddenStructure.ts). A
 * hidden client's variables are left out, and a hidden project out of a variable's projects.
 * The list is paged by the server, so a page may show fewer rows than its size; its count is the
 * server's minus the hidden clients' matches (hiddenMatchesQuery), and the export, which reads
 * every row, writes exactly the visible ones.
 */

export function visibleVariables(rows: readonly Variable[], hidden: HiddenNames): Variable[] {
  const shown: Variable[] = [];
  for (const variable of rows) {
    if (isHiddenClient(hidden, variable.place.client.name)) continue;
    const projects = variable.projects.filter((project) => !isHiddenProject(hidden, project.name));
    shown.push(projects.length === variable.projects.length ? variable : { ...variable, projects });
  }
  return shown;
}

/**
 * How many of the variables matching `filters` belong to hidden clients: one count per hidden
 * client the filters allow (none once a visible client is chosen), each a one-row read.
 */
export function hiddenMatchesQuery(filters: VariableListParams, hidden: HiddenNames) {
  return queryOptions({
    queryKey: keyUnder(variablesResource, 'hidden-matches', filters, hidden),
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
        ids.map((clientId) => variablesResource.list({ ...counted, clientId, limit: 1, offset: 0 }, signal)),
      );
      return pages.reduce((sum, page) => sum + page.total_count, 0);
    },
  });
}
