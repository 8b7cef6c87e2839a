import { Alert as Notice, Group, Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi, Outlet } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { clientPlaceTreeQuery } from '../../../entities/structure/api';
import { hiddenNamesFromConfig } from '../../../entities/structure/hiddenStructure';
import { useMessage } from '../../../i18n/useMessage';
import { AnchorLink } from '../../../navigation/AnchorLink';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';
import { useEntityName } from '../../../ui/EntityNames';
import { RouteTab, RouteTabs } from '../../../navigation/RouteTabs/RouteTabs';
import { singleClientQuery } from './clientQueries';
import { singleClientOf } from './singleClient';
import { structureCounts } from './structureCounts';

const route = getRouteApi('/_auth/parameters/clients/$clientId');

/**
 * The client page (spec 001 §2 parameters/clients/{id}): its facts, one link per section
 * (main-informations, places), then the open section. The client is read with the single-client
 * fetch and kept only when exactly one comes back (spec 001 §5); otherwise the page says the
 * client was not found rather than showing an empty form.
 */
export function ClientPageLayout() {
  const { clientId } = route.useParams();
  const t = useMessage();
  const region = useQueryRegion(singleClientQuery(clientId));
  const client = region.data ? singleClientOf(region.data.data, hiddenNamesFromConfig()) : undefined;
  useEntityName('/parameters/clients/$clientId', client?.name);
  const tree = useQuery(clientPlaceTreeQuery());
  const counts = tree.data ? structureCounts(tree.data).client.get(clientId) : undefined;

  if (region.state === 'loading') return <Skeleton h={80} aria-busy="true" />;
  if (region.state === 'failed')
    return <RegionFailure what={t('parameters.clients.page.what')} error={region.error} onRetry={region.retry} />;
  if (!client)
    return (
      <Notice color="gray" variant="outline" title={t('parameters.clients.page.notFound')}>
        <Stack gap="xs">
          <Text size="sm">{t('parameters.clients.page.notFoundText', { clientId })}</Text>
          <AnchorLink to="/parameters/clients" size="sm">
            {t('parameters.clients.page.backToList')}
          </AnchorLink>
        </Stack>
      </Notice>
    );

  const notKnown = t('parameters.clients.countUnknown');
  return (
    <Stack gap="sm">
      {region.state === 'stale' ? (
        <RegionStaleLine
          what={t('parameters.clients.page.what')}
          error={region.error}
          updatedAt={region.updatedAt}
          onRetry={region.retry}
        />
      ) : null}
      <Group gap="lg" wrap="wrap" component="dl" m={0}>
        <Fact label={t('parameters.clients.column.shortName')} value={client.shortName?.trim() || t('common.notSet')} />
        <Fact label={t('parameters.clients.column.placesFull')} value={counts ? String(counts.places) : notKnown} />
        <Fact label={t('parameters.clients.column.projectsFull')} value={counts ? String(counts.projects) : notKnown} />
      </Group>
      <RouteTabs label={t('parameters.clients.page.sections')}>
        <RouteTab to="/parameters/clients/$clientId/main-informations" params={{ clientId }}>
          {t('parameters.clients.page.tab.main')}
        </RouteTab>
        <RouteTab to="/parameters/clients/$clientId/places" params={{ clientId }}>
          {t('parameters.clients.page.tab.places')}
        </RouteTab>
      </RouteTabs>
      <div>
        <Outlet />
      </div>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {value}
      </Text>
    </Group>
  );
}
