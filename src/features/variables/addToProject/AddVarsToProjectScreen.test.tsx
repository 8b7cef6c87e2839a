import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';

// A debounced search and a read through the mocked API take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const api = await setupTestMockApi({ resetBeforeEach: true });

let puts: { id: string; body: unknown }[] = [];
let deviceReads: URLSearchParams[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'PUT' && url.pathname.startsWith('/api/variables/')) {
    void request
      .clone()
      .json()
      .then((body: unknown) => puts.push({ id: url.pathname.split('/').at(-1) ?? '', body }));
  }
  if (request.method === 'GET' && url.pathname === '/api/variables' && url.searchParams.has('acquisitionDeviceId'))
    deviceReads.push(url.searchParams);
});
beforeEach(() => {
  puts = [];
  deviceReads = [];
});
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
  api.server.resetHandlers();
});

/** A visible project, its site and the site's device with the most measured variables. */
function scene() {
  const project = api.db.projects.find((row) => row.placeId === 2) ?? api.db.projects[0]!;
  const measured = api.db.variables.filter((row) => row.placeId === project.placeId && row.type === 'variable');
  const counts = new Map<number, number>();
  for (const row of measured)
    if (row.acquisitionDeviceId) counts.set(row.acquisitionDeviceId, (counts.get(row.acquisitionDeviceId) ?? 0) + 1);
  const deviceId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const onDevice = measured
    .filter((row) => row.acquisitionDeviceId === deviceId)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const free = onDevice.filter((row) => !row.projectIds.includes(project.id));
  const attached = onDevice.filter((row) => row.projectIds.includes(project.id));
  return { project, deviceId, free, attached };
}

const open = (projectId: number, query = '') =>
  renderAppRoute(api, `/automatic-variables/AddVarsToProject/${projectId}${query}`);

async function deviceTable() {
  const table = await screen.findByRole('table', { name: 'Variables of the device' });
  await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(0));
  return table;
}

const pendingList = () => screen.getByRole('list', { name: 'Changes to apply' });
const resultList = () => screen.findByRole('list', { name: 'Result of each change' });

// Each test renders a screen against the mocked API: slow on a busy machine.
describe('AddVarsToProjectScreen', { timeout: 40_000 }, () => {
  it('attaches two variables of a device, each with its result, and shows them in the project', async () => {
    const { project, deviceId, free } = scene();
    const [first, second] = free;
    const view = await open(project.id);
    expect(await screen.findByText(project.name)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('combobox', { name: 'Acquisition device' }));
    const deviceName = api.db.acquisitionDevices.find((row) => row.id === deviceId)?.name ?? '';
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${deviceName} \\(`), hidden: true }));
    // The device is in the URL, so that a copied link shows its variables.
    await waitFor(() => expect(view.router.state.location.search).toEqual({ deviceId }));
    const table = await deviceTable();
    const read = deviceReads.at(-1);
    expect(Object.fromEntries(read ?? [])).toMatchObject({
      placeId: String(project.placeId),
      acquisitionDeviceId: String(deviceId),
      type: 'variable',
      limit: '1000',
    });

    await userEvent.click(within(table).getByRole('checkbox', { name: `${first?.name} in the project` }));
    await userEvent.click(within(table).getByRole('checkbox', { name: `${second?.name} in the project` }));
    expect(within(pendingList()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Apply 2 changes' }));

    const results = await resultList();
    await waitFor(() =>
      expect(within(results).getAllByText('attached to the project.', { exact: false })).toHaveLength(2),
    );
    expect(screen.getByText('2 variables attached to the project')).toBeInTheDocument();
    expect(puts.map((put) => put.body)).toEqual([{ addProjectIds: [project.id] }, { addProjectIds: [project.id] }]);
    expect(api.db.variables.find((row) => row.id === first?.id)?.projectIds).toContain(project.id);
    // The list is empty again and the rows say "In the project".
    expect(screen.queryByRole('list', { name: 'Changes to apply' })).toBeNull();
    await waitFor(() =>
      expect(within(table).getByRole('checkbox', { name: `${first?.name} in the project` })).toBeChecked(),
    );
    expect(screen.getByRole('link', { name: 'See the project’s variables' })).toHaveAttribute(
      'href',
      `/automatic-variables?projectId=${project.id}`,
    );
  });

  it('finds a site variable with the picker, keyboard only, and attaches it', async () => {
    const { project, free } = scene();
    const target = free[0];
    await open(project.id);
    const picker = await screen.findByRole('combobox', { name: 'Variables to attach' });
    picker.focus();
    await userEvent.paste(target?.name ?? '');
    // The answer to the typed name, not the list shown before it (the search is debounced).
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(target?.name ?? ''), {
      timeout: 8000,
    });
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    expect(within(pendingList()).getByText(target?.name ?? '')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByText('1 variable attached to the project')).toBeInTheDocument();
    expect(puts).toEqual([{ id: String(target?.id), body: { addProjectIds: [project.id] } }]);
  });

  it('says plainly when a variable was no longer in the project, already attached, or belongs to another site', async () => {
    const { project, deviceId, free, attached } = scene();
    const [gone] = attached;
    const [duplicate, foreign, fine] = free;
    await open(project.id, `?deviceId=${deviceId}`);
    const table = await deviceTable();
    await userEvent.click(within(table).getByRole('checkbox', { name: `${gone?.name} in the project` }));
    for (const row of [duplicate, foreign, fine])
      await userEvent.click(within(table).getByRole('checkbox', { name: `${row?.name} in the project` }));
    // Meanwhile someone else detached it; the server answers the others with these codes.
    const row = api.db.variables.find((item) => item.id === gone?.id);
    if (row) row.projectIds = row.projectIds.filter((id) => id !== project.id);
    api.server.use(
      http.put(`${TEST_API_BASE_URL}variables/${duplicate?.id}`, () =>
        HttpResponse.json({ messages: ['DUPLICATE_VARIABLE'] }, { status: 409 }),
      ),
      http.put(`${TEST_API_BASE_URL}variables/${foreign?.id}`, () =>
        HttpResponse.json({ messages: ['TOO_MANY_PLACES_FOR_VARIABLE'] }, { status: 400 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply 4 changes' }));
    expect(
      await screen.findByText('1 change failed: it stays in the list, to try again', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const results = await resultList();
    const lineOf = (name: string | undefined) =>
      within(results)
        .getByText(name ?? '')
        .closest('li') as HTMLElement;
    await waitFor(() =>
      expect(lineOf(gone?.name)).toHaveTextContent('was no longer in the project: nothing to detach.'),
    );
    expect(lineOf(duplicate?.name)).toHaveTextContent('already in the project (the server says it is a duplicate)');
    expect(lineOf(foreign?.name)).toHaveTextContent(
      'not attached. This variable belongs to another site, and a variable can only be in projects of its own site.',
    );
    expect(lineOf(fine?.name)).toHaveTextContent('attached to the project.');
    expect(screen.getByText('2 were already as asked: nothing changed')).toBeInTheDocument();
    // Only the refused change is left to apply.
    expect(within(pendingList()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(pendingList()).getByText(foreign?.name ?? '')).toBeInTheDocument();
  });

  it('keeps the changes after a failed write and after a reload of the page', async () => {
    const { project, deviceId, free } = scene();
    api.setFaults('PUT variables/*=status:500');
    const first = await open(project.id, `?deviceId=${deviceId}`);
    const table = await deviceTable();
    await userEvent.click(within(table).getByRole('checkbox', { name: `${free[0]?.name} in the project` }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    const results = await resultList();
    await waitFor(() => expect(results).toHaveTextContent('not attached.'));
    expect(within(pendingList()).getByText(free[0]?.name ?? '')).toBeInTheDocument();

    // The page comes back (a 401's reload) with the change still to apply.
    first.unmount();
    api.setFaults([]);
    await open(project.id, `?deviceId=${deviceId}`);
    expect(await screen.findByText('Your changes not yet applied were restored.')).toBeInTheDocument();
    expect(within(pendingList()).getByText(free[0]?.name ?? '')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByText('1 variable attached to the project')).toBeInTheDocument();
    expect(screen.queryByText('Your changes not yet applied were restored.')).toBeNull();
  });
});
