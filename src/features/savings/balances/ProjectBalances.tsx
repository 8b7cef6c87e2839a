import type { QueryClient } from '@tanstack/react-query';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { aapeResource, type Aape } from '../../../entities/savings/api';
import { balancesByProjectQuery } from '../../../entities/savings/balanceApi';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { AapeBalances } from './AapeBalances';

/** A project has a few AAPE (spec 001 §2 nombre_aape): one page holds them all. */
const AAPE_LIMIT = 100;

/** What the balances tab reads; the route's loader prefetches them. */
export function prefetchProjectBalances(queryClient: QueryClient, projectId: number): void {
  void queryClient.prefetchQuery(balancesByProjectQuery.query({ projectId }));
  void queryClient.prefetchQuery(aapeResource.listQuery({ projectId, limit: AAPE_LIMIT }));
}

const byNumber = (a: Aape, b: Aape) => a.number - b.number;

/**
 * The project's balances tab (spec 001 §2 project detail): its AAPE by number, each with its
 * balances. One read of the project's balances feeds every AAPE, and its state is shown once, on
 * top. Writes need project_manage (spec 001 §6): without it, everything shows and nothing changes.
 */
export function ProjectBalances({ projectId }: { projectId: number }) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const balances = useQueryRegion(balancesByProjectQuery.query({ projectId }));
  const aapes = useQueryRegion(aapeResource.listQuery({ projectId, limit: AAPE_LIMIT }));
  const aape = t('savings.name.short');
  return (
    <Stack gap="md">
      {canManage ? null : (
        <Text size="sm" c="dimmed">
          {t('common.readOnly')}
        </Text>
      )}
      <DataRegion region={balances} what={t('savings.balances.what')} placeholder={<Skeleton h={200} />}>
        {() => (
          <DataRegion
            region={aapes}
            what={t('savings.balances.aapesWhat', { aape })}
            placeholder={<Skeleton h={200} />}
            isEmpty={(page) => page.data.length === 0}
            empty={
              <Text size="sm" c="dimmed">
                {t('savings.balances.noAape', { aape })}
              </Text>
            }
          >
            {(page) => (
              <Stack gap="md">
                {[...page.data].sort(byNumber).map((one) => (
                  <Paper
                    key={one.id}
                    component="section"
                    aria-labelledby={`balances-aape-${one.id}`}
                    withBorder
                    radius="sm"
                    p="md"
                  >
                    <Stack gap="sm">
                      <Title order={2} size="h4" id={`balances-aape-${one.id}`}>
                        {t('savings.balances.aapeTitle', { aape, number: one.number, name: one.name })}
                      </Title>
                      <AapeBalances aape={one} canManage={canManage} stateShownAbove />
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            )}
          </DataRegion>
        )}
      </DataRegion>
    </Stack>
  );
}
