import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
});

let view: AppRouteView;
const open = async (url: string, account = 'u2') => {
  view = await renderAppRoute(api, url, { account });
};

// Project 1: consumption 3 (TGBT – Énergie consommée, MWh) by temperature 4 and steam production 10.
const PREFILLED = '/data-analytics?projectId=1&target=3:5&explain=4:1&explain=10:1';
const query = () => view.router.state.location.searchStr;
const chosenList = () => screen.getByRole('list', { name: 'Chosen explanatory variables' });
/**
 * The run's state, found afresh each time: the region holding it is drawn again once the run's
 * state is read, and a node kept from before would be one no longer on the page.
 */
const runState = () => screen.getByRole('status', { name: 'State of the run' });
/** The run's first state comes after the POST's answer and a read: give it a loaded machine's time. */
const RUN_ANSWER = { timeout: 10_000 };
const runStateShows = (text: string | RegExp) =>
  waitFor(() => expect(within(runState()).getByText(text)).toBeInTheDocument(), RUN_ANSWER);

async function addExplanatory(search: string, name: RegExp) {
  const picker = screen.getByRole('combobox', { name: 'Explanatory variable to add' });
  await userEvent.click(picker);
  await userEvent.type(picker, search);
  const listbox = await screen.findByRole('listbox', { name: 'Explanatory variable to add: suggestions' });
  await userEvent.click(await within(listbox).findByRole('option', { name }, { timeout: 5_000 }));
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('the data-analytics screen', { timeout: 45_000 }, () => {
  it('reads no run while no model is chosen nor started: no GET modelization/0, no 404', async () => {
    const runReads: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET' && path.includes('/modelization')) runReads.push(path);
    };
    api.server.events.on('request:start', record);
    try {
      await open('/data-analytics');
      expect(await screen.findByRole('button', { name: 'Run the model' })).toBeInTheDocument();
      unmountAppRoute();
      await open(PREFILLED);
      await waitFor(() => expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(2));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(runReads).toEqual([]);
      // Started from unsaved inputs, the run is read under the id the server answered.
      await userEvent.click(screen.getByRole('button', { name: 'Run the model' }));
      await waitFor(() => expect(runReads.length).toBeGreaterThan(0));
      expect(new Set(runReads)).toEqual(new Set(['/api/modelization/0']));
      // The page opened again in this tab (a reload) still reads the run it started.
      unmountAppRoute();
      runReads.length = 0;
      await open(PREFILLED);
      await waitFor(() => expect(runReads).toContain('/api/modelization/0'));
    } finally {
      api.server.events.removeListener('request:start', record);
    }
  });

  it('adds explanatory variables one at a time, removes one by its variable and aggregation, clears them all; the URL follows', async () => {
    await open('/data-analytics?projectId=1&target=3:5');
    expect(await screen.findByText('No explanatory variable yet: add one or more below.')).toBeInTheDocument();

    await addExplanatory('départ', /^TGBT – Température départ/);
    await waitFor(() => expect(query()).toContain('explain=4%3A1'));
    await addExplanatory('vapeur', /^TGBT – Production vapeur/);
    await waitFor(() => expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(2));
    expect(query()).toContain('explain=10%3A1');
    expect(await within(chosenList()).findByText('TGBT – Production vapeur (t/h), Average')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove TGBT – Température départ (°C), Average' }));
    await waitFor(() => expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(1));
    expect(query()).not.toContain('explain=4%3A1');
    expect(query()).toContain('explain=10%3A1');

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('No explanatory variable yet: add one or more below.')).toBeInTheDocument();
    expect(query()).not.toContain('explain');

    // Nothing to explain with: the run is not sent, the field says why.
    await userEvent.click(screen.getByRole('button', { name: 'Run the model' }));
    expect(await screen.findByText('Add at least one explanatory variable.')).toBeInTheDocument();
    expect(api.db.modelizations.some((run) => run.status === 'IN_PROCESS')).toBe(false);
  });

  it('runs the model, shows the server’s progress, then the coefficients, the fit, the equation and the G14 verdict', async () => {
    await open(PREFILLED);
    await waitFor(() => expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Run the model' }));
    await runStateShows('Modelling in progress…');
    expect(within(runState()).getByText('Modelling in progress')).toBeInTheDocument();
    const sent = api.db.modelizations.find((run) => run.configurationId === 0);
    expect(sent?.request).toMatchObject({
      projectId: 1,
      variableToModel: { variableId: 3, aggregationId: 5 },
      variablesExplicatives: [
        { variableId: 4, aggregationId: 1 },
        { variableId: 10, aggregationId: 1 },
      ],
      sampling: 1,
      samplingUnit: 'days',
    });

    api.runPendingJobs();
    api.runPendingJobs();
    const result = await screen.findByRole('region', { name: 'Result: TGBT – Énergie consommée' }, { timeout: 6_000 });
    const table = within(result).getByRole('table', { name: 'Coefficients' });
    expect(within(table).getByRole('rowheader', { name: 'Intercept (constant)' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /^TGBT – Température départ/ })).toBeInTheDocument();
    const row = within(table)
      .getByRole('rowheader', { name: /^TGBT – Production vapeur/ })
      .closest('tr');
    if (!row) throw new Error('no row');
    const stored = api.db.modelizations.find((run) => run.configurationId === 0)?.result;
    const steam = stored?.coefficients.find((coefficient) => coefficient.variableId === 10);
    if (!stored || !steam) throw new Error('no stored result');
    expect(
      within(row).getByText(new Intl.NumberFormat('en', { maximumSignificantDigits: 4 }).format(steam.coefficient)),
    ).toBeInTheDocument();
    expect(within(row).getByText('Average')).toBeInTheDocument();
    expect(within(result).getByRole('group', { name: 'Observations' })).toHaveTextContent(String(stored.observations));
    expect(within(result).getByRole('group', { name: 'R²' })).toHaveTextContent(
      new Intl.NumberFormat('en', { maximumSignificantDigits: 4 }).format(stored.r2),
    );
    expect(
      within(result).getByText(/^TGBT – Énergie consommée \(MWh\) = .+ × TGBT – Production vapeur \(t\/h\)$/),
    ).toBeInTheDocument();

    const quality = within(result).getByRole('region', { name: 'Model quality (ASHRAE Guideline 14)' });
    expect(within(quality).getByLabelText('CV(RMSE)')).toHaveTextContent(/\d+\.\d%.*Limit: 30\.0% at most/);
    expect(within(quality).getByLabelText('NMBE')).toHaveTextContent(/Limit: ±10\.0% at most/);
    expect(within(quality).getByText(/^(Meets|Does not meet) Guideline 14$/)).toBeInTheDocument();
    expect(within(quality).getByText(/^Daily data: Guideline 14 sets no daily limits/)).toBeInTheDocument();
    expect(within(result).getAllByRole('img')).toHaveLength(4);
  });

  it('stops a run midway: the state says so, the inputs stay and no result shows', async () => {
    await open(PREFILLED);
    await waitFor(() => expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Run the model' }));
    await runStateShows('Modelling in progress…');
    await userEvent.click(within(runState()).getByRole('button', { name: 'Stop' }));
    await runStateShows(/^Run stopped/);
    expect(api.db.modelizations.find((run) => run.configurationId === 0)?.status).toBe('stopped');
    api.runPendingJobs();
    api.runPendingJobs();
    expect(api.db.modelizations.find((run) => run.configurationId === 0)?.result).toBeNull();
    expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(2);
    expect(query()).toContain('target=3%3A5');
    expect(screen.queryByRole('region', { name: /^Result: / })).not.toBeInTheDocument();
  });

  it('tells a run that ended in error with the server’s reason, the inputs kept', async () => {
    const temperature = api.db.variables.find((variable) => variable.id === 4);
    if (!temperature) throw new Error('no variable 4');
    // A variable without data over the period: the server's run ends in error (mocks/modelling.ts).
    temperature.firstDataDate = null;
    await open(PREFILLED);
    await waitFor(() => expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Run the model' }));
    await runStateShows('Modelling in progress…');
    api.runPendingJobs();
    api.runPendingJobs();
    await runStateShows('The modelling failed');
    expect(within(runState()).getByText(/TGBT – Température départ/)).toBeInTheDocument();
    expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Run the model' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: /^Result: / })).not.toBeInTheDocument();
  });

  it('shows a reader the saved models and a loaded model’s inputs without any write control', async () => {
    const visible = api.db.analyticsConfigurations[0];
    if (!visible) throw new Error('no seeded configuration');
    await open(`/data-analytics?projectId=${visible.projectId}`, 'u4');
    expect(await screen.findByText('Read only: you can see this page but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run the model' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Rename|Delete) / })).not.toBeInTheDocument();
  });
});
