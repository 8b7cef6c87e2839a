import { Grid, Paper, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useId, type ReactElement } from 'react';
import type { ListSort } from '../../api/listPage';
import { useMessage } from '../../i18n/useMessage';
import { StructureFilter } from '../../entities/structure/StructureFilter/StructureFilter';
import { DataQualityTable } from './DataQualityTable';
import { homeQueries } from './homeQueries';
import { HomeSummary } from './HomeSummary';
import { homeSortOf, homeStructureOf, withHomeSort, withHomeStructure } from './homeSearch';
import { PendingEvents } from './PendingEvents';
import { useQueryRegion } from '../../api/useQueryRegion';

const route = getRouteApi('/_auth/home');

/**
 * The general dashboard (spec 001 §2 "Home"): the alert-event summary, the pending events and the
 * data quality table, all narrowed by the client → site → project filter kept in the URL.
 */
export function HomeScreen(): ReactElement {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = useMessage();
  const summaryId = useId();
  const pendingId = useId();
  const qualityId = useId();
  const structure = homeStructureOf(search);
  const sort = homeSortOf(search);
  // The previous filter's figures stay while another loads; a failed read says so in each region
  // (queryRegion.ts), besides the one notification (src/app/queryClient.ts).
  const queries = homeQueries(search);
  const stats = useQueryRegion(queries.stats);

  return (
    <Stack gap="lg">
      <StructureFilter
        value={structure}
        onChange={(next) => void navigate({ search: (current) => withHomeStructure(current, next) })}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper component="section" withBorder radius="md" p="md" aria-labelledby={summaryId} h="100%">
            <Title order={2} size="h4" id={summaryId} mb="sm">
              {t('home.summary.title')}
            </Title>
            <HomeSummary stats={stats} structure={structure} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper component="section" withBorder radius="md" p="md" aria-labelledby={pendingId} h="100%">
            <Title order={2} size="h4" id={pendingId} mb="sm">
              {t('home.pending.title')}
            </Title>
            <PendingEvents query={queries.pending} structure={structure} labelledBy={pendingId} />
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby={qualityId}>
        <Title order={2} size="h4" id={qualityId} mb="sm">
          {t('home.quality.title')}
        </Title>
        <DataQualityTable
          rows={stats.data?.data ?? []}
          sort={sort}
          onSortChange={(next: ListSort | null) => void navigate({ search: (current) => withHomeSort(current, next) })}
          region={stats}
        />
      </Paper>
    </Stack>
  );
}
