import { Alert as Notice, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { dashboardPageQueries } from './dashboardPageQueries';
import { DashboardView } from './DashboardView';

const route = getRouteApi('/_auth/data-explorer/dash/$dashId');

/**
 * spec 000 §2 data-explorer/dash/{dashId}: one dashboard (GET dashboard/{id}), its graphs in rows,
 * each reading its own data once scrolled into view, over one period and overlay kept in the URL
 * so that a shared link reopens the same view. With data_explorer_manage: add, edit, delete and
 * reorder graphs; rename, duplicate (then the copy opens) and delete (then the list) the dashboard.
 */
export function DashboardScreen(): ReactElement {
  const { dashId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
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
          <DashboardView
            // Keyed: another dashboard (a copy just made) starts with its own order and dialogs.
            key={dashboard.id}
            dashboard={dashboard}
            search={search}
            onSearchChange={(change) => void navigate({ search: change })}
            canManage={canManage}
          />
        )}
      </DataRegion>
    </Stack>
  );
}
