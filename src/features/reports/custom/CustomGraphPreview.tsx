import { Paper, Skeleton, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { graphsResource, type Graph } from '../../../entities/explorer/api';
import type { DrawnGraph } from '../../../entities/explorer/charts/drawnGraph';
import { GraphPanel } from '../../../entities/explorer/charts/GraphPanel';
import { useGraphData } from '../../../entities/explorer/charts/useGraphData';
import type { DateRange } from '../../../lib/dateRanges';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';

/** Where a graph of the report stands: its data still coming, answered (drawn, or nothing over the period), or failed. */
export type GraphReadiness = 'loading' | 'answered' | 'failed';

export interface CustomGraphPreviewProps {
  graphId: number;
  name: string;
  comment: string | null;
  period: DateRange;
  onDrawn: (graphId: number, drawn: DrawnGraph | null) => void;
  onReadiness: (graphId: number, readiness: GraphReadiness) => void;
}

const GRAPH_HEIGHT = 240;

/** One graph of the custom report over the chosen period, drawn as the PDF will print it, with its comment. */
export function CustomGraphPreview({ graphId, name, comment, period, onDrawn, onReadiness }: CustomGraphPreviewProps) {
  const graph = useQueryRegion(graphsResource.detailQuery(graphId));
  useEffect(() => {
    if (graph.state === 'failed') onReadiness(graphId, 'failed');
  }, [graph.state, graphId, onReadiness]);
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
        {(data) => <DrawnPreview graph={data} period={period} onDrawn={onDrawn} onReadiness={onReadiness} />}
      </DataRegion>
    </Paper>
  );
}

interface DrawnPreviewProps {
  graph: Graph;
  period: DateRange;
  onDrawn: CustomGraphPreviewProps['onDrawn'];
  onReadiness: CustomGraphPreviewProps['onReadiness'];
}

function DrawnPreview({ graph, period, onDrawn, onReadiness }: DrawnPreviewProps) {
  const startMs = period.start.getTime();
  const endMs = period.end.getTime();
  const stablePeriod = useMemo(() => ({ start: new Date(startMs), end: new Date(endMs) }), [startMs, endMs]);
  // The panel's own reads (same query keys, so no second call): an answer with nothing to draw
  // reports no drawing, and the PDF then prints "no data" for it rather than waiting forever.
  const data = useGraphData({ graph, period: stablePeriod, overlay: undefined, density: 'dashboard', enabled: true });
  const readiness: GraphReadiness =
    data.region.state === 'loading' ? 'loading' : data.region.state === 'failed' ? 'failed' : 'answered';
  useEffect(() => onReadiness(graph.id, readiness), [graph.id, readiness, onReadiness]);
  return (
    <GraphPanel
      graph={graph}
      period={stablePeriod}
      overlay={undefined}
      density="dashboard"
      height={GRAPH_HEIGHT}
      onDrawn={(drawn) => onDrawn(graph.id, drawn)}
    />
  );
}
