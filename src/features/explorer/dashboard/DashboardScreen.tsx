import { Alert as Notice, Stack } from '@mantine/core';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useCurrentUser } from '../../../entities/users/currentUser';
import type { ExplorerSearch } from '../period/explorerSearch';
import { dashboardPageQueries } from './dashboardPageQueries';
import { DashboardView } from './DashboardView';

export interface DashboardScreenProps {
  dashId: number;
  /** The route's validated search (explorerSearchSchema): the period and the overlay. */
  search: ExplorerSearch;
  onSearchChange: (next: ExplorerSearch, options?: { replace?: boolean }) => void;
}

/**
 * spec 000 §2 data-explorer/dash/{dashId}: one dashboard (GET dashboard/{id}), its graphs in rows,
 * each reading its own data once scrolled into view, over one period and overlay kept in the URL
 * so that a shared link reopens the same view. With data_explorer_manage: add, edit, delete and
 * reorder graphs; rename, duplicate (then the copy opens) and delete (then the list) the dashboard.
 */
export function DashboardScreen({ dashId, search, onSearchChange }: DashboardScreenProps) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'data_explorer_manage');
  const region = useQueryRegion(dashboardPageQueries(dashId).dashboard);
  const back = (
    <AnchorLink size="sm" to="/data-explorer">
      {t('explorerDashboard.backToList')}
    </AnchorLink>
  );

  if (region.state === 'failed' && isApiError(region.error) && region.error.has('DASHBOARD_NOT_FOUND'))
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Notice color="gray" variant="outline" title={t('explorerDashboard.notFound')}>
          {t('error.DASHBOARD_NOT_FOUND')}
        </Notice>
      </Stack>
    );

  return (
    <Stack gap="md">
      <DataRegion region={region} what={t('explorerDashboard.region')}>
        {(dashboard) => (
          <DashboardView dashboard={dashboard} search={search} onSearchChange={onSearchChange} canManage={canManage} />
        )}
      </DataRegion>
    </Stack>
  );
}
