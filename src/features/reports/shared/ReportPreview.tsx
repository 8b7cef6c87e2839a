import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { GraphPanel } from '../../../entities/explorer/charts/GraphPanel';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DateRange } from '../../../lib/dateRanges';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useReportDashboard } from './useReportDashboard';

export interface ReportPreviewProps {
  /** The chosen dashboard; null: nothing is read and the preview says what is missing. */
  dashboardId: number | null;
  /** The chosen graphs of that dashboard, drawn in the dashboard's order. */
  graphIds: readonly number[];
  /** The report's period; null while the period typed is not valid. */
  period: DateRange | null;
  /** The report's title and project, shown above the graphs as on the document's cover. */
  title?: string;
  projectName?: string;
}

const GRAPH_HEIGHT = 260;

/**
 * What a report will show before it is generated (issue 18 "a preview before generating"): the
 * chosen graphs over the report's period, each drawn by the explorer's GraphPanel as on a
 * dashboard (same reads, same chart), in the order the document prints them.
 */
export function ReportPreview({ dashboardId, graphIds, period, title, projectName }: ReportPreviewProps) {
  const t = useMessage();
  const dashboard = useReportDashboard(dashboardId);
  const ready = dashboardId !== null && graphIds.length > 0 && period !== null;

  return (
    <Stack gap="sm" component="section" aria-label={t('report.preview.title')}>
      <Title order={3} size="h4">
        {t('report.preview.title')}
      </Title>
      {!ready ? (
        <Text size="sm" c="dimmed">
          {t('report.preview.missing')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {[
              title?.trim() || null,
              projectName || null,
              t('report.preview.period', { start: formatDateTime(period.start), end: formatDateTime(period.end) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <DataRegion
            region={dashboard}
            what={t('report.shared.graphsWhat')}
            placeholder={<Skeleton h={GRAPH_HEIGHT} />}
          >
            {(data) => (
              <Stack gap="md">
                {(data?.graphs ?? [])
                  .filter((graph) => graphIds.includes(graph.id))
                  .sort((left, right) => left.row - right.row)
                  .map((graph) => (
                    <Paper key={graph.id} withBorder p="sm" component="figure" m={0} aria-label={graph.name}>
                      <Text fw={600} size="sm" mb="xs" component="figcaption">
                        {graph.name}
                      </Text>
                      <GraphPanel
                        graph={graph}
                        period={period}
                        overlay={undefined}
                        density="dashboard"
                        height={GRAPH_HEIGHT}
                      />
                    </Paper>
                  ))}
              </Stack>
            )}
          </DataRegion>
        </>
      )}
    </Stack>
  );
}
