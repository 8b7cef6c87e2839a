import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parseOrdering } from '../../../api/listPage';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { DebouncedTextFilter } from '../../../ui/DebouncedTextFilter';
import type { Project } from '../../../entities/structure/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { ClientSiteFilter } from './ClientSiteFilter';
import { DEFAULT_PROJECT_COLUMN_IDS, PROJECT_COLUMN_IDS, PROJECT_TABLE_ID, useProjectColumns } from './projectColumns';
import { ProjectCreateDialog } from './ProjectCreateDialog';
import { hiddenProjectMatchesQuery, isHiddenProjectRow, projectListQuery } from './projectListQueries';
import {
  DEFAULT_PROJECT_PAGE_SIZE,
  PROJECT_LIST_SEARCH_DEFAULTS,
  PROJECT_PAGE_SIZES,
  projectFilterParams,
  withProjectListFilter,
  withProjectListSort,
  type ProjectListSearch,
} from './projectListSearch';

export interface ProjectListScreenProps {
  search: ProjectListSearch;
  onSearchChange: (next: ProjectListSearch, options?: { replace?: boolean }) => void;
}

const PAGE_SIZES = [...PROJECT_PAGE_SIZES];
const rowKey = (project: Project) => project.id;
const isPageSize = (size: number) => PROJECT_PAGE_SIZES.find((known) => known === size);

/**
 * spec 001 §2 parameters/projects: the projects with exactly the spec's columns, filtered by
 * client, site and name, sorted and paged by the server (GET project), without the hidden test
 * projects (spec 000 §6) in the rows or the count. With project_manage, "New project" opens the
 * create dialog (its opening is in the URL).
 */
export function ProjectListScreen({ search, onSearchChange }: ProjectListScreenProps) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const hidden = hiddenNamesFromConfig();
  const columnChoice = useTableColumns(PROJECT_TABLE_ID, DEFAULT_PROJECT_COLUMN_IDS, PROJECT_COLUMN_IDS);
  const columns = useProjectColumns();
  const list = useQueryRegion(projectListQuery(search));
  const hiddenMatches = useQuery(hiddenProjectMatchesQuery(projectFilterParams(search), hidden));

  const page = list.data;
  const rows = page ? page.data.filter((project) => !isHiddenProjectRow(project, hidden)) : [];
  const counted = page !== undefined && !hiddenMatches.isPending;
  const count = page ? page.total_count - (hiddenMatches.data ?? 0) : 0;
  const go = (next: ProjectListSearch) => onSearchChange(cleanSearch(next, PROJECT_LIST_SEARCH_DEFAULTS));

  return (
    <Stack gap="md">
      <Group component="section" aria-label={t('parameters.projects.filters')} gap="sm" align="end" wrap="wrap">
        <ClientSiteFilter
          withSite
          value={{ clientId: search.clientId, placeId: search.placeId }}
          onChange={(next) => onSearchChange(withProjectListFilter(search, next))}
        />
        <DebouncedTextFilter
          label={t('parameters.projects.filter.name')}
          value={search.name}
          onSearch={(name) => onSearchChange(withProjectListFilter(search, { name }), { replace: true })}
          w={240}
        />
      </Group>
      <Text size="sm" fw={500} aria-live="polite">
        {counted ? t('parameters.projects.count', { count }) : null}
      </Text>
      <DataTable
        label={t('parameters.projects.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_PROJECT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        sort={parseOrdering(search.sort)}
        onSortChange={(sort) => onSearchChange(withProjectListSort(search, sort))}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_PROJECT_PAGE_SIZE,
          total: page?.total_count ?? 0,
          hidden: hiddenMatches.data ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('parameters.projects.region') }}
        emptyText={
          page && page.data.length > 0 ? t('parameters.projects.emptyHiddenPage') : t('parameters.projects.empty')
        }
        toolbar={
          canManage ? (
            <Button size="xs" onClick={() => go({ ...search, new: true })}>
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
          onClose={() => go({ ...search, new: undefined })}
        />
      ) : null}
    </Stack>
  );
}
