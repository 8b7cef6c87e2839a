import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../../test/renderAppRoute';
import { draftKeys, recordRequests, seededVariable, stubCanvasContext } from '../fields/variableScreensTestSupport';

const api = await setupTestMockApi({ resetBeforeEach: true });
const requests = recordRequests(api.server);
stubCanvasContext();

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
  sessionStorage.clear();
});

afterEach(() => unmountAppRoute());

const writes = () => requests.filter((request) => request.method !== 'GET');

function visibleProject() {
  const project = api.db.projects.find((row) =>
    api.db.variables.some((variable) => variable.projectIds.includes(row.id)),
  );
  if (!project) throw new Error('no project with variables');
  return project;
}

async function chooseUnit(form: HTMLElement, unit: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: 'Unit' }));
  await userEvent.click(await screen.findByRole('option', { name: unit, hidden: true }));
}

describe('a new manual variable', { timeout: 40_000 }, () => {
  it('is created on the project’s site and opens in its editor', async () => {
    const project = visibleProject();
    await renderAppRoute(api, `/automatic-variables/manual/${project.id}`);
    const form = await screen.findByRole('form', { name: 'New manual variable' });
    expect(screen.getByRole('region', { name: 'Site and project' })).toHaveTextContent(project.name);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Relevé gaz manuel');
    await chooseUnit(form, 'Nm3');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Symbol' }), 'GZ1');
    await userEvent.click(within(form).getByRole('button', { name: 'Palette colour 3 (#4263eb)' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Bars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create the variable' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [post] = writes();
    expect(post?.method).toBe('POST');
    expect(post?.url.pathname).toBe('/api/variables');
    expect(await post?.body).toEqual({
      name: 'Relevé gaz manuel',
      unitId: api.db.units.find((unit) => unit.name === 'Nm3')?.id,
      aggregationId: 1,
      sampling: 1,
      samplingUnit: 'hours',
      color: '#4263eb',
      representation: 'bar',
      valueClasses: 10,
      symbol: 'GZ1',
      preferredAggregationId: null,
      placeId: project.placeId,
      projectIds: [project.id],
    });

    const editor = await screen.findByRole('form', { name: 'Manual variable settings' });
    const created = api.db.variables.find((row) => row.name === 'Relevé gaz manuel');
    expect(created?.type).toBe('manual_variable');
    const facts = screen.getByRole('region', { name: 'About this variable' });
    expect(within(facts).getByText(/_MANUEL$/)).toBeInTheDocument();
    expect(within(facts).getAllByText('No data yet')).toHaveLength(2);
    expect(within(facts).getByText(/Its values come from imports/)).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: 'Name' })).toHaveValue('Relevé gaz manuel');
    expect(draftKeys()).toEqual([]);
  });

  it('refuses an empty form on its fields and sends nothing', async () => {
    const project = visibleProject();
    await renderAppRoute(api, `/automatic-variables/manual/${project.id}`);
    const form = await screen.findByRole('form', { name: 'New manual variable' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create the variable' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Enter a name\./),
    );
    expect(within(form).getByRole('combobox', { name: 'Unit' })).toHaveAccessibleDescription(/Choose a unit\./);
    expect(writes()).toHaveLength(0);
  });

  it('keeps every field when the server refuses the name', async () => {
    const project = visibleProject();
    const taken = api.db.variables.find((row) => row.placeId === project.placeId);
    await renderAppRoute(api, `/automatic-variables/manual/${project.id}`);
    const form = await screen.findByRole('form', { name: 'New manual variable' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, taken?.name ?? '');
    await chooseUnit(form, 'kWh');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the variable' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/This variable already exists\./));
    expect(name).toHaveValue(taken?.name);
    expect(within(form).getByRole('combobox', { name: 'Unit' })).toHaveValue('kWh');
  });

  it('says plainly that the project does not exist', async () => {
    await renderAppRoute(api, '/automatic-variables/manual/999999');
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('the manual variable editor', { timeout: 20_000 }, () => {
  it('edits a manual variable with PUT', async () => {
    const row = seededVariable(api.db, (variable) => variable.type === 'manual_variable');
    await renderAppRoute(api, `/automatic-variables/manual/${row.projectId}/${row.id}`);
    const form = await screen.findByRole('form', { name: 'Manual variable settings' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue(row.name));
    const classes = within(form).getByRole('textbox', { name: 'Number of value classes' });
    await userEvent.clear(classes);
    await userEvent.type(classes, '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.url.pathname).toBe(`/api/variables/${row.id}`);
    expect(await writes()[0]?.body).toMatchObject({ valueClasses: 20 });
    await waitFor(() => expect(row.valueClasses).toBe(20));
  });

  it('sends a measured variable to its own editor', async () => {
    const row = seededVariable(api.db, (variable) => variable.type === 'variable');
    await renderAppRoute(api, `/automatic-variables/manual/${row.projectId}/${row.id}`);
    expect(await screen.findByText('This variable is edited elsewhere')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the variable editor' })).toHaveAttribute(
      'href',
      `/automatic-variables/variable/${row.projectId}/${row.placeId}/${row.id}`,
    );
  });
});
