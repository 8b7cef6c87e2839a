import { Button, Group, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { listView } from '../../../ui/DataTable/listView';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import type { Project } from '../../../entities/structure/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { ListTable } from '../../../entities/users/ListTable';
import { ClientSiteFilter } from './ClientSiteFilter';
import { DEFAULT_PROJECT_COLUMN_IDS, PROJECT_COLUMN_IDS, PROJECT_TABLE_ID, useProjectColumns } from './projectColumns';
import { ProjectCreateDialog } from './ProjectCreateDialog';
import { hiddenProjectMatchesQuery, isHiddenProjectRow, projectListQuery } from './projectListQueries';
import { projectListSearch } from './projectListSearch';

const columnSet = {
  tableId: PROJECT_TABLE_ID,
  columnIds: PROJECT_COLUMN_IDS,
  defaultColumnIds: DEFAULT_PROJECT_COLUMN_IDS,
};
const rowKey = (project: Project) => project.id;

const route = getRouteApi('/_auth/parameters/projects/');

/**
 * spec 001 §2 parameters/projects: the projects with exactly the spec's columns, filtered by
 * client, site and name, sorted and paged by the server (GET project), without the hidden test
 * projects (spec 000 §6) in the rows or the count. With project_manage, "New project" opens the
 * create dialog (its opening is in the URL).
 */
export function ProjectListScreen(): ReactElement {
  const view = listView(projectListSearch, useRouteSearch(route.useSearch()));
  const { search } = view;
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const hidden = hiddenNamesFromConfig();
  const columns = useProjectColumns();
  const list = useQueryRegion(projectListQuery(search));
  const hiddenMatches = useQuery(hiddenProjectMatchesQuery(projectListSearch.filterParams(search), hidden));
  const page = list.data;

  return (
    <Stack gap="md">
      <Group component="section" aria-label={t('parameters.projects.filters')} gap="sm" align="end" wrap="wrap">
        <ClientSiteFilter
          withSite
          value={{ clientId: search.clientId, placeId: search.placeId }}
          onChange={(next) => view.setFilter(next)}
        />
        <DebouncedTextFilter
          label={t('parameters.projects.filter.name')}
          value={search.name}
          onSearch={(name) => view.setFilter({ name }, { replace: true })}
          w={240}
        />
      </Group>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        visibleRows={(rows) => rows.filter((project) => !isHiddenProjectRow(project, hidden))}
        hidden={hiddenMatches.isPending ? null : (hiddenMatches.data ?? 0)}
        label={t('parameters.projects.table')}
        what={t('parameters.projects.region')}
        countText={(count) => t('parameters.projects.count', { count })}
        emptyText={
          page && page.data.length > 0 ? t('parameters.projects.emptyHiddenPage') : t('parameters.projects.empty')
        }
        toolbar={
          canManage ? (
            <Button size="xs" onClick={() => view.change({ ...search, new: true })}>
              {t('parameters.projects.new')}
            </Button>
          ) : null
        }
      />
      {canManage ? (
        <ProjectCreateDialog
          opened={search.new === true}
          clientId={search.clientId}
          placeId={search.placeId}
          onClose={() => view.change({ ...search, new: undefined })}
        />
      ) : null}
    </Stack>
  );
}
