import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';

// A debounced search and a read through the mocked API take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const api = await setupTestMockApi();

let historyRequests: URLSearchParams[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/api/variables/operations') historyRequests.push(url.searchParams);
});
beforeEach(() => {
  historyRequests = [];
});
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
});

/** The project with the most recorded changes. */
const busiest = (() => {
  const counts = new Map<number, number>();
  for (const row of api.db.variableOperations)
    for (const id of row.projectIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 1;
})();
const project = api.db.projects.find((row) => row.id === busiest);

let view: AppRouteView;
const open = async (query = '') => {
  view = await renderAppRoute(api, `/automatic-variables/historychangevar/${busiest}${query}`);
};
const query = () => new URLSearchParams(view.router.state.location.searchStr);
const lastRequest = () => historyRequests.at(-1) ?? new URLSearchParams();

async function rows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Variable changes' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

// Each test renders a screen against the mocked API: slow on a busy machine.
describe('VariableHistoryScreen', { timeout: 20_000 }, () => {
  it('shows the project and its variables’ changes, newest first, paged by the server', async () => {
    await open();
    expect(await screen.findByText(project?.name ?? '')).toBeInTheDocument();
    const shown = await rows();
    const expected = api.db.variableOperations.filter((row) => row.projectIds.includes(busiest));
    expect(shown).toHaveLength(Math.min(50, expected.length));
    expect(screen.getByText(`${expected.length} changes`)).toBeInTheDocument();
    expect(lastRequest().get('projectId')).toBe(String(busiest));
    expect(lastRequest().has('start')).toBe(false);
    const first = expected[0];
    expect(
      within(shown[0] as HTMLElement).getByRole('button', {
        name: `Show only the changes of variable ${first?.variable_id}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the project’s variables' })).toHaveAttribute(
      'href',
      `/automatic-variables?projectId=${busiest}`,
    );
  });

  it('filters by operation and by period, in the URL and in the request', async () => {
    await open('?page=2');
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Change' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Renamed', hidden: true }));
    await waitFor(() => expect(query().get('operation')).toBe('rename'));
    expect(query().has('page')).toBe(false);
    await waitFor(() => expect(lastRequest().get('operation')).toBe('rename'));
    for (const row of await rows()) expect(within(row).getByText('Renamed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Whole history' }));
    await waitFor(() => expect(query().get('range')).toBe('J-14'));
    await userEvent.click(screen.getByRole('button', { name: /^M-6/ }));
    await waitFor(() => expect(query().get('range')).toBe('M-6'));
    // The J-14 request comes first: wait for the one of the shortcut just picked.
    const span = () => Date.parse(lastRequest().get('end') ?? '') - Date.parse(lastRequest().get('start') ?? '');
    await waitFor(() => expect(span()).toBeGreaterThan(180 * 86_400_000));
    expect(span()).toBeLessThan(186 * 86_400_000);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Whole history' }));
    await waitFor(() => expect(query().has('range')).toBe(false));
  });

  it('narrows to one variable from a row, and back', async () => {
    await open();
    const [first] = await rows();
    const button = within(first as HTMLElement).getByRole('button', { name: /^Show only the changes of variable/ });
    const variableId = button.textContent ?? '';
    await userEvent.click(button);
    await waitFor(() => expect(query().get('variableId')).toBe(variableId));
    await waitFor(() => expect(lastRequest().get('variableId')).toBe(variableId));
    for (const row of await rows())
      expect(within(row).getByRole('button', { name: new RegExp(`variable ${variableId}$`) })).toBeInTheDocument();
    // The filter names the variable (or its number once deleted) with a named remove button.
    await userEvent.click(await screen.findByRole('button', { name: /^Remove / }));
    await waitFor(() => expect(query().has('variableId')).toBe(false));
  });

  it('says the history could not be loaded, with Retry, never "no change"', async () => {
    api.setFaults('GET variables/operations=status:500');
    await open();
    expect(await screen.findByText('Could not load the change history.')).toBeInTheDocument();
    expect(screen.queryByText('No change matches these filters.')).toBeNull();
    expect(screen.queryByText(/^\d+ changes$/)).toBeNull();
    api.setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading the change history' }));
    expect((await rows()).length).toBeGreaterThan(0);
  });
});
