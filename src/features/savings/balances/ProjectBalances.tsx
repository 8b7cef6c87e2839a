import { getRouteApi } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Skeleton, Stack } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { projectAapesQuery } from '../../../entities/savings/api';
import { balancesByProjectQuery } from '../../../entities/savings/balanceApi';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';
import { ProjectAapeSections } from '../shared/ProjectAapeSections';
import { AapeBalances } from './AapeBalances';

/** What the balances tab reads; the route's loader prefetches them. */
export function prefetchProjectBalances(queryClient: QueryClient, projectId: number): void {
  void queryClient.prefetchQuery(balancesByProjectQuery.query({ projectId }));
  void queryClient.prefetchQuery(projectAapesQuery(projectId));
}

const route = getRouteApi('/_auth/parameters/projects/$projectId/balances');

/**
 * The project's balances tab (spec 001 §2 project detail): its AAPE by number, each with its
 * balances. One read of the project's balances feeds every AAPE, and its state is shown once, on
 * top. Writes need project_manage (spec 001 §6): without it, everything shows and nothing changes.
 */
export function ProjectBalances() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const balances = useQueryRegion(balancesByProjectQuery.query({ projectId }));
  const aapes = useQueryRegion(projectAapesQuery(projectId));
  const aape = t('savings.name.short');
  return (
    <Stack gap="md">
      <ReadOnlyNotice readOnly={!canManage} />
      <DataRegion region={balances} what={t('savings.balances.what')} placeholder={<Skeleton h={200} />}>
        {() => (
          <ProjectAapeSections
            aapes={aapes}
            what={t('savings.balances.aapesWhat', { aape })}
            emptyText={t('savings.balances.noAape', { aape })}
            idPrefix="balances"
            sectionTitle={(one) => t('savings.balances.aapeTitle', { aape, number: one.number, name: one.name })}
          >
            {(one) => <AapeBalances aape={one} canManage={canManage} stateShownAbove />}
          </ProjectAapeSections>
        )}
      </DataRegion>
    </Stack>
  );
}
