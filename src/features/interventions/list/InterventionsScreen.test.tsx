import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../../test/renderAppRoute';
import { COMPLETED_INTERVENTION_STATUS_ID } from '../../../entities/interventions/interventionStatus';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => unmountAppRoute());

let view: AppRouteView;
const open = async (url: string, account?: string) => {
  view = await renderAppRoute(api, url, account ? { account } : {});
};

const counts = () => {
  const current = api.db.interventions.filter((row) => row.statusId !== COMPLETED_INTERVENTION_STATUS_ID).length;
  return { current, archived: api.db.interventions.length - current };
};

describe('the interventions lists', { timeout: 45_000 }, () => {
  it('shows both counts in the tabs; archiving a ticket moves it to the archived tab, a delete lowers the count', async () => {
    const before = counts();
    await open('/interventions');
    const tabs = await screen.findByRole('tablist', { name: 'Intervention lists' });
    await within(tabs).findByRole('tab', { name: `Current (${before.current})` }, { timeout: 5_000 });
    within(tabs).getByRole('tab', { name: `Archived (${before.archived})` });
    const table = screen.getByRole('table', { name: 'Current interventions' });
    const [archiveButton] = await within(table).findAllByRole('button', { name: /^Archive intervention/ });
    if (!archiveButton) throw new Error('no row to archive');
    await userEvent.click(archiveButton);
    await within(tabs).findByRole('tab', { name: `Current (${before.current - 1})` }, { timeout: 5_000 });
    within(tabs).getByRole('tab', { name: `Archived (${before.archived + 1})` });
    expect(counts()).toEqual({ current: before.current - 1, archived: before.archived + 1 });

    await userEvent.click(within(tabs).getByRole('tab', { name: /^Archived/ }));
    await waitFor(() => expect(view.router.state.location.search).toMatchObject({ tab: 'archived' }));
    const archived = await screen.findByRole('table', { name: 'Archived interventions' });
    const [deleteButton] = await within(archived).findAllByRole('button', { name: /^Delete intervention/ });
    if (!deleteButton) throw new Error('no row to delete');
    await userEvent.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this intervention?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(tabs).findByRole('tab', { name: `Archived (${before.archived})` }, { timeout: 5_000 });
    expect(api.db.interventions).toHaveLength(before.current + before.archived - 1);
  });

  it('gives a reader the lists without any write control', async () => {
    await open('/interventions?type=audit', 'u4');
    const table = await screen.findByRole('table', { name: 'Current interventions' });
    // The rows are in once their titles link to the tickets.
    await within(table).findAllByRole('link', {}, { timeout: 5_000 });
    const texts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '')
      .filter((text) => text !== '');
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => !text.includes('Audit'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'New intervention' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^(Archive|Delete) intervention/ })).toBeNull();
  });

  it('keeps the tab and the filters when sorting, the filters and the sort on another tab, each back to page 1', async () => {
    await open('/interventions?tab=archived&type=audit&page=2');
    await screen.findByRole('table', { name: 'Archived interventions' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Title' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toEqual({ tab: 'archived', type: 'audit', sort: 'title' }),
    );
    await userEvent.click(within(screen.getByRole('tablist')).getByRole('tab', { name: /^Current/ }));
    await waitFor(() => expect(view.router.state.location.search).toEqual({ type: 'audit', sort: 'title' }));
  });
});
