import { useQuery } from '@tanstack/react-query';
import type { ChartKind } from '../api';
import { graphsResource } from '../api';
import type { MockDatabase } from '../../../../mocks/db/database';
import type { GraphRow } from '../../../../mocks/db/explorer';
import { renderWithProviders } from '../../../test/renderWithApp';
import { GraphPanel, type GraphPanelProps } from './GraphPanel';

type PanelOptions = Omit<GraphPanelProps, 'graph'>;

/** Reads one graph as the explorer does and shows it in a GraphPanel. */
function PanelPage({ graphId, options }: { graphId: number; options: PanelOptions }) {
  const graph = useQuery(graphsResource.detailQuery(graphId));
  return graph.data ? <GraphPanel graph={graph.data} {...options} /> : null;
}

export function renderGraphPanel(graphId: number, options: PanelOptions) {
  return renderWithProviders(<PanelPage graphId={graphId} options={options} />);
}

/** The first seeded graph of a kind (the seed is fixed: tests fail loudly if it changes). */
export function seededGraph(
  db: MockDatabase,
  kind: ChartKind,
  test: (row: GraphRow) => boolean = () => true,
): GraphRow {
  const row = db.graphs.find((graph) => graph.frontConfig.type === kind && test(graph));
  if (!row) throw new Error(`no seeded ${kind} graph`);
  return row;
}

/** jsdom lays nothing out: give elements a size so that echarts initialises instead of warning. */
export function giveElementsASize(): void {
  const sizes = { clientWidth: 600, clientHeight: 300 } as const;
  const original = Object.fromEntries(
    Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
  );
  beforeAll(() => {
    for (const [key, value] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    }
  });
  afterAll(() => {
    for (const [key, descriptor] of Object.entries(original)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    }
  });
}

export { recordRequests } from '../../../test/recordRequests';
export { useChartCanvas as stubCanvasContext } from '../../../test/acceptingCanvas';
