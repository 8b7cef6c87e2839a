import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { placesResource, projectsResource, type Project } from '../../../entities/structure/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { PROJECT_COLUMN_IDS, useProjectColumns, type ProjectColumnId } from '../projects/projectColumns';
import { ProjectCreateDialog } from '../projects/ProjectCreateDialog';
import { isHiddenProjectRow } from '../projects/projectListQueries';

export const PLACE_PROJECTS_TABLE_ID = 'placeProjects';

/** The projects list's columns without the client and site, which the page's header already names. */
const DEFAULT_PLACE_PROJECT_COLUMN_IDS: readonly ProjectColumnId[] = PROJECT_COLUMN_IDS.filter(
  (id) => id !== 'client' && id !== 'site',
);

const route = getRouteApi('/_auth/parameters/places/$placeId/projets');

const rowKey = (project: Project) => project.id;

/** A site's projects, read at once (GET project?placeId=) and sorted by the table. */
export function placeProjectsQuery(placeId: number) {
  return projectsResource.listQuery({ placeId });
}

/**
 * spec 001 §2 parameters/places/{placeId}/projets: the site's projects with the projects list's
 * columns, each opening the project's page; with project_manage, "New project" with this site chosen.
 */
export function PlaceProjects(): ReactElement {
  const { placeId } = route.useParams();
  // `new`: the create dialog is open (kept in the URL, so a reload keeps it and its draft).
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setCreating = (creating: boolean) => void navigate({ search: creating ? { new: true } : {} });
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const hidden = hiddenNamesFromConfig();
  const columnChoice = useTableColumns(PLACE_PROJECTS_TABLE_ID, DEFAULT_PLACE_PROJECT_COLUMN_IDS, PROJECT_COLUMN_IDS);
  const columns = useProjectColumns();
  const list = useQueryRegion(placeProjectsQuery(placeId));
  const place = useQuery(placesResource.detailQuery(placeId));
  const rows = list.data ? list.data.data.filter((project) => !isHiddenProjectRow(project, hidden)) : [];

  return (
    <Stack gap="md">
      <DataTable
        label={t('parameters.places.projects.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_PLACE_PROJECT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        region={{ status: list, what: t('parameters.projects.region') }}
        emptyText={t('parameters.places.projects.empty')}
        toolbar={
          canManage ? (
            <Button size="xs" onClick={() => setCreating(true)}>
              {t('parameters.projects.new')}
            </Button>
          ) : null
        }
      />
      {canManage ? (
        <ProjectCreateDialog
          opened={search.new === true}
          clientId={place.data?.client.id}
          placeId={placeId}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </Stack>
  );
}
