import { Paper, Skeleton, Text } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { graphsResource } from '../../../entities/explorer/api';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import { GraphPanel } from '../../../entities/explorer/charts/GraphPanel';
import type { DateRange } from '../../../lib/dateRanges';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';

export interface CustomGraphPreviewProps {
  graphId: number;
  name: string;
  comment: string | null;
  period: DateRange;
  onDrawn: (graphId: number, drawn: DrawnGraph | null) => void;
}

const GRAPH_HEIGHT = 240;

/** One graph of the custom report over the chosen period, drawn as the PDF will print it, with its comment. */
export function CustomGraphPreview({ graphId, name, comment, period, onDrawn }: CustomGraphPreviewProps) {
  const graph = useQueryRegion(graphsResource.detailQuery(graphId));
  return (
    <Paper withBorder p="sm" component="figure" m={0} aria-label={name}>
      <Text fw={600} size="sm" component="figcaption">
        {name}
      </Text>
      {comment ? (
        <Text size="sm" c="dimmed" mb="xs">
          {comment}
        </Text>
      ) : null}
      <DataRegion region={graph} what={name} placeholder={<Skeleton h={GRAPH_HEIGHT} />}>
        {(data) => (
          <GraphPanel
            graph={data}
            period={period}
            overlay={undefined}
            density="dashboard"
            height={GRAPH_HEIGHT}
            onDrawn={(drawn) => onDrawn(graphId, drawn)}
          />
        )}
      </DataRegion>
    </Paper>
  );
}
