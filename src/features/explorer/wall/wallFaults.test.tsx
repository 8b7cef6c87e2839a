import { act, screen, within } from '@testing-library/react';
import { announceLiveData } from '../../../api/liveDataSignal';
import { giveElementsASize } from '../../../entities/explorer/charts/graphPanelTestSupport';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { smallestDashboards } from './wallTestSupport';

/* The wall display's reads under every fault kind (src/test/faultMatrix.tsx): the dashboard, and its graphs' data. */

const api = await setupTestMockApi({ resetBeforeEach: true });
giveElementsASize();

const TABLE_STYLE = new Set(['table', 'bar-plot', 'bullet', 'gauge']);
const [dashboard] = smallestDashboards(api.db, 1);
const graphs = api.db.graphs.filter((graph) => graph.dashboardId === dashboard?.id);
const seriesGraph = graphs.find(
  (graph) => !TABLE_STYLE.has(graph.frontConfig.type) && graphs.filter((one) => one.name === graph.name).length === 1,
);
if (!dashboard || !seriesGraph) throw new Error('no seeded dashboard with a series graph of its own name');

describeFaultMatrix(api, {
  name: 'wall display',
  url: `/data-explorer/wall?dashboards=${dashboard.id}`,
  ready: async () => {
    const list = await screen.findByRole('heading', { level: 2, name: seriesGraph.name }, { timeout: 15_000 });
    await within(list.closest('li') ?? document.body).findByRole('img', {}, { timeout: 15_000 });
  },
  calls: [
    { call: 'GET dashboard/*', what: 'the dashboard' },
    {
      call: 'GET all-graph-data',
      what: seriesGraph.name,
      // New data announced by the live connection: the wall reads its graphs again.
      warm: async () => {
        act(() => announceLiveData('message'));
        await Promise.resolve();
      },
    },
  ],
});
