import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../mocks/testing';
import { renderAppRoute, unmountAppRoute } from '../../test/renderAppRoute';

/*
 * Reports and schedules of the hidden test projects (spec 000 §6): the API returns them, as the
 * real one would; the lists neither show nor count them. The seed has none, so each test adds one
 * to project 16 ("Projet Test", of the hidden "Client Test").
 */

configure({ asyncUtilTimeout: 10_000 });

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => unmountAppRoute());

const HIDDEN_PROJECT = 16;

describe('the reports of the hidden test projects', { timeout: 30_000 }, () => {
  it('are left out of the on-demand reports and their count', async () => {
    const visible = api.db.reports.length;
    const model = api.db.reports[0];
    if (!model) throw new Error('no report seeded');
    api.db.reports.unshift({
      ...model,
      id: 999,
      projectId: HIDDEN_PROJECT,
      name: 'Rapport de recette',
      status: 'ready',
    });
    await renderAppRoute(api, '/report', { account: 'u2' });
    const table = await screen.findByRole('table', { name: 'On-demand reports' });
    expect(await screen.findByText(`${visible} reports`)).toBeInTheDocument();
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'));
    expect(within(table).queryByText('Rapport de recette')).not.toBeInTheDocument();
  });

  it('are left out of the scheduled reports and their count', async () => {
    const visible = api.db.scheduledReports.length;
    const model = api.db.scheduledReports[0];
    if (!model) throw new Error('no scheduled report seeded');
    api.db.scheduledReports.unshift({
      ...model,
      id: 999,
      projectId: HIDDEN_PROJECT,
      reportName: 'Envoi de recette',
      createdAt: new Date().toISOString(),
    });
    await renderAppRoute(api, '/report?tab=automatic', { account: 'u2' });
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    expect(await screen.findByText(`${visible} scheduled reports`)).toBeInTheDocument();
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'));
    expect(within(table).queryByText('Envoi de recette')).not.toBeInTheDocument();
  });

  it('are not offered by the custom report form’s project field', async () => {
    const user = userEvent.setup();
    await renderAppRoute(api, '/report?tab=custom&cEdit=new', { account: 'u2' });
    const dialog = await screen.findByRole('dialog', { name: 'New custom report' });
    const project = within(dialog).getByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(project).toBeEnabled());
    await user.click(project);
    const listbox = () => document.getElementById(project.getAttribute('aria-controls') ?? '') ?? document.body;
    await waitFor(() => expect(within(listbox()).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(1));
    const names = within(listbox())
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent ?? '');
    expect(names).toContain('CPE Dunkerque – Utilités');
    expect(names.filter((name) => /Projet (Test|Démo)/.test(name))).toEqual([]);
  });
});
