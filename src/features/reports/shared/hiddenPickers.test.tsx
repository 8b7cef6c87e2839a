import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { renderWithProviders } from '../../../test/renderWithApp';
import { openOptions } from '../../../test/pickOption';
import { ProjectSelect as CpeProjectSelect } from '../cpe/ProjectSelect';
import { GraphPicker } from '../custom/GraphPicker';
import { ProjectSelect as MaintenanceProjectSelect } from '../maintenance/ProjectSelect';
import { ReportGraphsFields, type ReportGraphsValue } from './ReportGraphsFields';

/*
 * spec 001 §6: the hidden test clients ("Client Test", "Client Démo" in config.json) and their
 * projects are in the API's answers, as the real one's, and in no picker of the report forms.
 * Each picker's options are read as a user opens them.
 */

const api = await setupMockApiClient('u2');
afterEach(() => api.server.resetHandlers());

const DEMO_DASHBOARD = 'Tableau de bord démo';
const HIDDEN_PROJECTS = ['Projet Test', 'Projet Démo'];
const VISIBLE_PROJECT = 'CPE Dunkerque – Utilités';

const demoDashboard = () => api.db.dashboards.find((row) => row.name === DEMO_DASHBOARD);

/** The names of the options a select lists once opened. */
async function optionsOf(user: UserEvent, input: HTMLElement): Promise<string[]> {
  return within(await openOptions(user, input))
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

const containsHidden = (names: readonly string[]) =>
  names.filter((name) => HIDDEN_PROJECTS.some((hidden) => name.includes(hidden)) || name.includes(DEMO_DASHBOARD));

function ReportGraphsHarness() {
  const [value, setValue] = useState<ReportGraphsValue>({ project: null, dashboard: null, graphs: [] });
  return <ReportGraphsFields value={value} onChange={setValue} />;
}

describe('the report forms’ pickers leave out the hidden test clients', () => {
  it('the seed has them, with a dashboard and graphs', () => {
    const dashboard = demoDashboard();
    expect(dashboard).toBeDefined();
    expect(api.db.graphs.some((graph) => graph.dashboardId === dashboard?.id)).toBe(true);
    expect(api.db.projects.filter((row) => HIDDEN_PROJECTS.includes(row.name))).toHaveLength(2);
  });

  it('on-demand and scheduled reports: neither the project nor the dashboard lists hold them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportGraphsHarness />);
    const projects = await optionsOf(user, await screen.findByRole('combobox', { name: 'Project' }));
    expect(projects).toContain(VISIBLE_PROJECT);
    expect(containsHidden(projects)).toEqual([]);
    await user.click(screen.getByRole('option', { name: VISIBLE_PROJECT, hidden: true }));

    const dashboards = await optionsOf(user, screen.getByRole('combobox', { name: 'Dashboard' }));
    expect(dashboards).toContain('Suivi énergétique – Utilités Dunkerque');
    // The other projects' dashboards are offered too, the demo one never.
    expect(dashboards.length).toBeGreaterThan(5);
    expect(containsHidden(dashboards)).toEqual([]);
  });

  it('custom reports: the graph picker offers no dashboard of theirs, even for their project', async () => {
    const user = userEvent.setup();
    const projectId = demoDashboard()?.projectId ?? 0;
    renderWithProviders(<GraphPicker projectId={projectId} chosen={[]} onAdd={() => undefined} />);
    const dashboard = await screen.findByRole('combobox', { name: 'Dashboard' });
    await waitFor(() => expect(dashboard).toBeEnabled(), { timeout: 8_000 });
    await user.click(dashboard);
    expect(await screen.findByText('No dashboard for this project')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: DEMO_DASHBOARD, hidden: true })).not.toBeInTheDocument();
  });

  it('CPE reports and programs: the project select holds none of theirs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CpeProjectSelect label="Project" value={null} onChange={() => undefined} />);
    const projects = await optionsOf(user, await screen.findByRole('combobox', { name: 'Project' }));
    expect(projects.some((name) => name.startsWith(VISIBLE_PROJECT))).toBe(true);
    expect(containsHidden(projects)).toEqual([]);
  });

  it('maintenance reports: the project select holds none of theirs', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MaintenanceProjectSelect label="Project" placeholder="All projects" value={null} onChange={() => undefined} />,
    );
    const projects = await optionsOf(user, await screen.findByRole('combobox', { name: 'Project' }));
    expect(projects.some((name) => name.startsWith(VISIBLE_PROJECT))).toBe(true);
    expect(containsHidden(projects)).toEqual([]);
  });
});
