import { queryOptions } from '@tanstack/react-query';
import { keyUnder, type QuerySource } from '../../api/querySource';
import { isHiddenClient, isHiddenProject, type HiddenNames } from './hiddenStructure';
import { projectsResource } from './api';
import type { ProjectRef } from './refs';

/*
 * Rows of a project-bound list (reports, scheduled reports) under the hidden test projects or
 * clients (spec 000 §6): the API returns them, the lists neither show nor count them.
 */

/** A row's project the lists never show: hidden by its name or by its client's. */
export function isHiddenProjectRef(project: Pick<ProjectRef, 'name' | 'place'>, hidden: HiddenNames): boolean {
  return isHiddenProject(hidden, project.name) || isHiddenClient(hidden, project.place.client.name);
}

/** A list read by project whose answer counts its rows. */
interface ProjectFilteredList<P> {
  list: (params: P & { limit: number; offset: number }, signal?: AbortSignal) => Promise<{ total_count: number }>;
}

/**
 * How many rows matching `filters` are under a hidden project, so that the count and the pager tell
 * the shown ones: the hidden projects the filters allow, then one one-row read per project.
 */
export function hiddenRowsQuery<P extends { projectId?: number }>(
  source: QuerySource & ProjectFilteredList<P>,
  filters: P,
  hidden: HiddenNames,
) {
  return queryOptions({
    queryKey: keyUnder(source, 'hidden-matches', filters, hidden),
    queryFn: async ({ client, signal }) => {
      const projects = await client.fetchQuery(projectsResource.listQuery());
      const ids = projects.data
        .filter((project) => isHiddenProjectRef(project, hidden))
        .map((project) => project.id)
        .filter((id) => filters.projectId === undefined || id === filters.projectId);
      const pages = await Promise.all(
        ids.map((projectId) => source.list({ ...filters, projectId, limit: 1, offset: 0 }, signal)),
      );
      return pages.reduce((sum, page) => sum + page.total_count, 0);
    },
  });
}
