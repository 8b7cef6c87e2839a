import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import type { GraphPanelProps } from '../../../entities/explorer/charts/GraphPanel';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* A graph's read and its save under every fault kind (src/test/faultMatrix.tsx). */

// The chart and its exports read the series, which these faults do not touch: they have their own tests.
vi.mock('../../../entities/explorer/charts/GraphPanel', () => ({
  GraphPanel: ({ graph }: GraphPanelProps) => <p>Chart of {graph.name}</p>,
}));
vi.mock('../../../entities/explorer/export/GraphExportMenu', () => ({
  GraphExportMenu: () => <button type="button">Export</button>,
}));

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: graph 3 "Consommation cumulée" (area, three variables) on dashboard 1, project 1.
const GRAPH_URL = '/data-explorer/graph/1/3';

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));

describeFaultMatrix(api, {
  name: 'graph page',
  url: GRAPH_URL,
  ready: async () => {
    await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8_000 });
    await waitFor(() => expect((nameField() as HTMLInputElement).value).toMatch(/\S/), { timeout: 8_000 });
  },
  typing: { field: nameField, text: 'Consommation cumulée – bâtiment A' },
  calls: [
    // A save reads the graph again (what the server now holds).
    { call: 'GET graph/*', what: 'the graph', warm: save },
    { call: 'PUT graph/*', write: true, warm: save },
  ],
});
