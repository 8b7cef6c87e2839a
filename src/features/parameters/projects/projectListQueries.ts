import { queryOptions } from '@tanstack/react-query';
import type { ScreenQueries } from '../../../api/prefetchQueries';
import { keyUnder } from '../../../api/querySource';
import { clientsResource, projectsResource, type Project } from '../../../entities/structure/api';
import { isHiddenClient, isHiddenProject, type HiddenNames } from '../../../entities/structure/hiddenStructure';
import { projectListSearch, type ProjectListSearch, type ProjectQueryParams } from './projectListSearch';

/** The page on screen, under the resource's own list key so that a create or an edit reaches it. */
export function projectListQuery(search: ProjectListSearch) {
  return projectsResource.listQuery(projectListSearch.params(search));
}

export function projectListQueries(search: ProjectListSearch): ScreenQueries {
  return { list: projectListQuery(search) };
}

/** A project the lists never show: hidden by its name or by its client's (spec 000 §6). */
export function isHiddenProjectRow(project: Pick<Project, 'name' | 'place'>, hidden: HiddenNames): boolean {
  return isHiddenProject(hidden, project.name) || isHiddenClient(hidden, project.place.client.name);
}

/** The server's "contains" name filter, as GET project applies it. */
const contains = (name: string, text: string | undefined) =>
  !text || name.toLocaleLowerCase('fr').includes(text.toLocaleLowerCase('fr'));

const COUNT_PAGE = 200;

/**
 * How many projects matching `filters` are hidden (spec 000 §6: the hidden clients' projects and
 * the hidden project names), so that the count and the pager tell the visible ones: one one-row
 * read per hidden client the filters allow, and one read per hidden project name the name filter
 * would match, counting only the exact names outside hidden clients (not counted twice).
 */
export function hiddenProjectMatchesQuery(filters: ProjectQueryParams, hidden: HiddenNames) {
  return queryOptions({
    queryKey: keyUnder(projectsResource, 'hidden-matches', filters, hidden),
    queryFn: async ({ client, signal }) => {
      const clients = await client.fetchQuery(clientsResource.listQuery());
      const clientIds = clients.data
        .filter((row) => isHiddenClient(hidden, row.name))
        .map((row) => row.id)
        .filter((id) => filters.clientId === undefined || id === filters.clientId);
      const byClient = Promise.all(
        clientIds.map((clientId) => projectsResource.list({ ...filters, clientId, limit: 1, offset: 0 }, signal)),
      );
      const byName = Promise.all(
        hidden.projects
          .filter((name) => contains(name, filters.name))
          .map((name) => projectsResource.list({ ...filters, name, limit: COUNT_PAGE, offset: 0 }, signal)),
      );
      const [clientPages, namePages] = await Promise.all([byClient, byName]);
      const underHiddenClients = clientPages.reduce((sum, page) => sum + page.total_count, 0);
      const namedOnly = namePages
        .flatMap((page) => page.data)
        .filter(
          (project) => isHiddenProject(hidden, project.name) && !isHiddenClient(hidden, project.place.client.name),
        );
      return underHiddenClients + new Set(namedOnly.map((project) => project.id)).size;
    },
  });
}
