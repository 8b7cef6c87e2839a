import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TEST_API_BASE_URL } from '../../../../mocks/node';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';

// Reads through the mocked API take longer than the default second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const api = await setupTestMockApi({ resetBeforeEach: true });

let writes: { method: string; path: string; body: unknown }[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method !== 'GET' && url.pathname.startsWith('/api/scenarios')) {
    const entry = { method: request.method, path: url.pathname, body: undefined as unknown };
    writes.push(entry);
    if (request.method !== 'DELETE')
      void request
        .clone()
        .json()
        .then((body: unknown) => (entry.body = body));
  }
});
beforeEach(() => {
  writes = [];
});
afterEach(() => {
  unmountAppRoute();
  api.server.resetHandlers();
});

const usedByAnAlert = (id: number) => api.db.alerts.some((alert) => alert.scenarioIds.includes(id));
/** A seeded site with a scenario an alert uses and one no alert uses. */
const PLACE_ID =
  api.db.places.find((place) => {
    const own = api.db.scenarios.filter((row) => row.placeId === place.id);
    return own.some((row) => usedByAnAlert(row.id)) && own.some((row) => !usedByAnAlert(row.id));
  })?.id ?? 0;

/**
 * The panel in the app: a site's on its scenarios page (no site picker), none on the alert
 * configuration's scenarios tab (with the site picker).
 */
async function openPanel(placeId: number | undefined, account = 'u2') {
  await renderAppRoute(
    api,
    placeId === undefined ? '/alerting-config?tab=scenarios' : `/parameters/places/${placeId}/scenarios`,
    { account },
  );
  const table = await screen.findByRole('table', { name: 'Scenarios' });
  await within(table).findByText('Heures ouvrées');
  return table;
}

const rowOf = (table: HTMLElement, name: string) => {
  const cell = within(table).getByText(name, { exact: true });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const siteScenario = (deletable: boolean) => {
  const found = api.db.scenarios.find((row) => row.placeId === PLACE_ID && usedByAnAlert(row.id) !== deletable);
  if (!found) throw new Error('no such seeded scenario');
  return found;
};

describe('ScenariosPanel', { timeout: 20_000 }, () => {
  it('lists the site’s and the global scenarios with their schedules; a global one is read-only without superuser', async () => {
    const table = await openPanel(PLACE_ID, 'u3');
    const globalRow = rowOf(table, 'Heures ouvrées');
    expect(within(globalRow).getByText('Global')).toBeInTheDocument();
    expect(within(globalRow).getByText('Mon, Tue, Wed, Thu, Fri · 8h to 18h')).toBeInTheDocument();
    expect(within(globalRow).queryByRole('button')).toBeNull();
    expect(within(globalRow).getByText('Super admins only')).toBeInTheDocument();
    expect(screen.getByText(/Only a super admin can create, edit or delete them\./)).toBeInTheDocument();
    const site = siteScenario(true);
    expect(within(rowOf(table, site.name)).getByRole('button', { name: `Edit ${site.name}` })).toBeInTheDocument();
    // The operator's new scenario is the site's: no global choice is offered.
    await userEvent.click(screen.getByRole('button', { name: 'New scenario' }));
    const dialog = await screen.findByRole('dialog', { name: 'New scenario' });
    expect(within(dialog).queryByRole('checkbox', { name: /Global scenario/ })).toBeNull();
  });

  it('offers a superuser the global scenarios’ actions and the global choice', async () => {
    const table = await openPanel(PLACE_ID, 'u1');
    expect(within(rowOf(table, 'Heures ouvrées')).getByRole('button', { name: 'Edit Heures ouvrées' })).toBeVisible();
    expect(screen.queryByText(/Only a super admin can create, edit or delete them\./)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New scenario' }));
    const dialog = await screen.findByRole('dialog', { name: 'New scenario' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Astreinte nationale');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Global scenario/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Every day, all day' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes[0]?.body).toMatchObject({ name: 'Astreinte nationale', placeId: null });
    const row = rowOf(table, 'Astreinte nationale');
    expect(within(row).getByText('Global')).toBeInTheDocument();
  });

  it('sends an edit without id, deletable nor updated', async () => {
    const site = siteScenario(true);
    const table = await openPanel(PLACE_ID);
    await userEvent.click(within(rowOf(table, site.name)).getByRole('button', { name: `Edit ${site.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit the scenario “${site.name}”` });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maintenance du week-end');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(writes[0]?.body).toBeDefined());
    expect(writes[0]?.method).toBe('PUT');
    expect(writes[0]?.path).toBe(`/api/scenarios/${site.id}`);
    expect(Object.keys(writes[0]?.body as object).sort()).toEqual(['days', 'hours', 'name', 'placeId']);
    expect(writes[0]?.body).toEqual({
      name: 'Maintenance du week-end',
      placeId: PLACE_ID,
      days: site.days,
      hours: site.hours,
    });
    expect(await within(table).findByText('Maintenance du week-end')).toBeInTheDocument();
  });

  it('refuses an empty schedule inline and sends nothing', async () => {
    await openPanel(PLACE_ID);
    await userEvent.click(screen.getByRole('button', { name: 'New scenario' }));
    const dialog = await screen.findByRole('dialog', { name: 'New scenario' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Vide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose at least one day and one hour.')).toBeInTheDocument();
    expect(within(dialog).getByRole('grid', { name: 'Active days and hours' })).toHaveAccessibleDescription(
      /Choose at least one day and one hour\./,
    );
    expect(writes).toEqual([]);
  });

  it('puts a refused name and schedule on their fields, keeping what was typed and the dialog open', async () => {
    api.server.use(
      http.post(`${TEST_API_BASE_URL}scenarios`, () =>
        HttpResponse.json({ messages: ['INVALID_NAME', 'INVALID_PERIOD'] }, { status: 400 }),
      ),
    );
    await openPanel(PLACE_ID);
    await userEvent.click(screen.getByRole('button', { name: 'New scenario' }));
    const dialog = await screen.findByRole('dialog', { name: 'New scenario' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Refusé');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Every day, all day' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Invalid name. Enter a name that is not empty.'));
    expect(within(dialog).getByRole('grid', { name: 'Active days and hours' })).toHaveAccessibleDescription(
      /Choose at least one day and one hour\./,
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(name).toHaveValue('Refusé');
    expect(writes).toHaveLength(1);
  });

  it('explains NEEDS_SUPERUSER and keeps what was typed', async () => {
    api.server.use(
      http.put(`${TEST_API_BASE_URL}scenarios/:id`, () =>
        HttpResponse.json({ messages: ['NEEDS_SUPERUSER'] }, { status: 403 }),
      ),
    );
    const site = siteScenario(true);
    const table = await openPanel(PLACE_ID);
    await userEvent.click(within(rowOf(table, site.name)).getByRole('button', { name: `Edit ${site.name}` }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' bis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not save: This action is reserved for super admins.',
    );
    expect(name).toHaveValue(`${site.name} bis`);
  });

  it('deletes only a deletable scenario, after confirmation', async () => {
    const used = siteScenario(false);
    const free = siteScenario(true);
    const table = await openPanel(PLACE_ID);
    const blocked = within(rowOf(table, used.name)).getByRole('button', { name: `Delete ${used.name}` });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveAccessibleDescription('An alert uses it: it cannot be deleted');
    await userEvent.click(blocked);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(rowOf(table, free.name)).getByRole('button', { name: `Delete ${free.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete the scenario “${free.name}”?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText(free.name)).toBeNull());
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual([`DELETE /api/scenarios/${free.id}`]);
  });

  it('lists only the global scenarios without a site, and merges the ticked ones’ active periods', async () => {
    const table = await openPanel(undefined);
    const globals = api.db.scenarios.filter((row) => row.placeId === null);
    expect(within(table).getAllByText('Global')).toHaveLength(globals.length);
    expect(within(table).queryByText('Site')).toBeNull();
    expect(
      screen.getByText('Choose a site to create a scenario: global scenarios are reserved for super admins.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Heures ouvrées in the timeline' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Week-end in the timeline' }));
    const timeline = screen.getByRole('region', { name: 'Active periods over the next 7 days' });
    // Five working days of 10 hours and a whole weekend: 98 hours in any 7 days that start on the hour.
    expect(await within(timeline).findByText(/^\d+ hours active in 7 days, times in Europe\/Paris$/)).toBeVisible();
    expect(within(timeline).getAllByText('8h to 18h').length).toBeGreaterThanOrEqual(3);
    expect(within(timeline).getAllByText(/0h to 24h/).length).toBeGreaterThanOrEqual(1);
  });

  it('with a site picker, lists the chosen site’s scenarios besides the global ones', async () => {
    const place = api.db.places.find((row) => row.id === PLACE_ID);
    const own = api.db.scenarios.filter((row) => row.placeId === PLACE_ID);
    const table = await openPanel(undefined);
    expect(within(table).queryByText(own[0]?.name ?? '')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: place?.name ?? '', hidden: true }));
    for (const row of own) expect(await within(table).findByText(row.name)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue(
      api.db.clients.find((client) => client.id === place?.clientId)?.name ?? '',
    );
    expect(screen.getByRole('button', { name: 'New scenario' })).toBeVisible();
  });
});
