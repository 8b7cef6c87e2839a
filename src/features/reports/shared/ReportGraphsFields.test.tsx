import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { renderWithProviders } from '../../../test/renderWithApp';
import { ReportGraphsFields, type ReportGraphsValue } from './ReportGraphsFields';

const api = await setupMockApiClient('u2');
afterEach(() => api.server.resetHandlers());

let dashboardReads: string[] = [];
api.server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (/\/dashboard\/\d+$/.test(path)) dashboardReads.push(path);
});
beforeEach(() => {
  dashboardReads = [];
});

/** The group as a form holds it, its value printed. */
function Harness() {
  const [value, setValue] = useState<ReportGraphsValue>({ project: null, dashboard: null, graphs: [] });
  return (
    <>
      <ReportGraphsFields value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = (): unknown => JSON.parse(screen.getByTestId('value').textContent ?? '{}');

describe('ReportGraphsFields', () => {
  it('reads a dashboard only once chosen, offers its graphs, and clears them when another is chosen', async () => {
    const user = userEvent.setup();
    // The group is router-free: the app's providers are all it needs.
    renderWithProviders(<Harness />);
    const [first, second] = api.db.dashboards.filter((row) =>
      api.db.graphs.some((graph) => graph.dashboardId === row.id),
    );
    if (!first || !second) throw new Error('two seeded dashboards with graphs expected');
    expect(await screen.findByText('Choose a dashboard to see its graphs.')).toBeInTheDocument();

    const dashboard = await screen.findByRole('combobox', { name: 'Dashboard' });
    await waitFor(() => expect(dashboard).toBeEnabled());
    await user.click(dashboard);
    await user.click(await screen.findByRole('option', { name: first.name, hidden: true }));
    const graphs = within(screen.getByRole('group', { name: 'Graphs' }));
    const names = api.db.graphs.filter((graph) => graph.dashboardId === first.id).map((graph) => graph.name);
    expect(await graphs.findAllByRole('checkbox')).toHaveLength(names.length);
    expect(dashboardReads).toEqual([`/api/dashboard/${first.id}`]);
    await user.click(graphs.getByRole('checkbox', { name: names[0] }));
    expect(value()).toMatchObject({
      dashboard: first.id,
      graphs: [api.db.graphs.find((g) => g.name === names[0] && g.dashboardId === first.id)?.id],
    });

    await user.click(dashboard);
    await user.click(await screen.findByRole('option', { name: second.name, hidden: true }));
    expect(value()).toMatchObject({ dashboard: second.id, graphs: [] });
  });
});
