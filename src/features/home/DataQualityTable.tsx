import { useMemo } from 'react';
import type { ListSort } from '../../api/listPage';
import type { RegionStatus } from '../../api/queryRegion';
import { useCurrentUser } from '../../entities/users/currentUser';
import { showsFavourites } from '../../entities/users/profile';
import { useTableColumns } from '../../entities/users/tableColumns';
import { useMessage } from '../../i18n/useMessage';
import { hiddenNamesFromConfig } from '../../entities/structure/hiddenStructure';
import { DataTable } from '../../ui/DataTable/DataTable';
import type { AlertEventStatsRow } from '../../entities/events/alertEventStats';
import { useDataQualityColumns } from './dataQualityColumns';
import { HOME_COLUMNS, HOME_DEFAULT_COLUMNS, sortHomeRows, visibleHomeRows } from './homeRows';

interface DataQualityTableProps {
  rows: readonly AlertEventStatsRow[];
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /** The stats read the rows come from (useQueryRegion). */
  region: RegionStatus;
}

export const HOME_TABLE_ID = 'home';

/**
 * The data quality table (spec 001 §2 "Home table fields"): one row per project, every count a
 * link to what it counts. Hidden test clients and projects never show (spec 000 §6); favourite
 * projects come first when the user shows favourites (spec 001 §4 showFavoritesProject). Sorted
 * here, not by the table: favourites stay on top whatever the chosen order.
 */
export function DataQualityTable({ rows, sort, onSortChange, region }: DataQualityTableProps) {
  const t = useMessage();
  const user = useCurrentUser();
  const favouriteIds = useMemo(
    () => (showsFavourites(user) ? (user.favoriteProjects ?? []).map((favourite) => favourite.id) : null),
    [user],
  );
  const favourites = useMemo(() => (favouriteIds ? new Set(favouriteIds) : null), [favouriteIds]);
  const shown = useMemo(
    () => visibleHomeRows(sortHomeRows(rows, sort), hiddenNamesFromConfig(), favouriteIds),
    [rows, sort, favouriteIds],
  );
  const columns = useDataQualityColumns(favourites);
  const tableColumns = useTableColumns(HOME_TABLE_ID, HOME_DEFAULT_COLUMNS, HOME_COLUMNS);

  return (
    <DataTable
      label={t('home.quality.tableLabel')}
      columns={columns}
      defaultColumnIds={HOME_DEFAULT_COLUMNS}
      visibleColumnIds={tableColumns.visibleColumnIds}
      onVisibleColumnIdsChange={(ids) => tableColumns.setVisibleColumnIds(ids)}
      rows={shown}
      rowKey={(row) => row.project.id}
      sort={sort}
      onSortChange={onSortChange}
      region={{ status: region, what: t('home.quality.region') }}
      emptyText={t('home.quality.empty')}
      // Nine short counts beside the site and the project: the names give a little first.
      nameMinWidth={100}
    />
  );
}
