import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions, type AppRouteView } from '../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
let view: AppRouteView;
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
});
async function open(url: string, options: Omit<AppRouteOptions, 'account'> = {}): Promise<AppRouteView> {
  view = await renderAppRoute(api, url, { account, ...options });
  return view;
}

// A wide screen (1440 px and more), where the navigator sits beside the page until the user hides
// it (a narrow one puts it behind a button).
const narrowMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) => ({
    ...narrowMatchMedia(query),
    matches: query === '(min-width: 1200px)' || query === '(min-width: 1440px)',
  });
});
afterAll(() => {
  window.matchMedia = narrowMatchMedia;
});

const tree = () => screen.findByRole('tree', { name: 'Clients, sites and projects' });

describe('the structure navigator', { timeout: 20_000 }, () => {
  it('marks the current project, opens its ancestors and says where the user is', async () => {
    // Project 3 is "Fours de réchauffage", at Laminoir de Valenciennes, Aciéries du Nord.
    await open('/parameters/projects/3/main-informations');
    const current = await within(await tree()).findByRole('treeitem', { current: 'page' });
    expect(current).toHaveTextContent('Fours de réchauffage');
    expect(current).toHaveAttribute('aria-level', '3');
    expect(current).toHaveAttribute('tabindex', '0');
    const client = screen.getByRole('treeitem', { name: /^Aciéries du Nord/ });
    expect(client).toHaveAttribute('aria-expanded', 'true');
    expect(client).toHaveAttribute('aria-level', '1');
    expect(client).toHaveAttribute('aria-posinset', '1');
    expect(client).toHaveAttribute('aria-setsize', '4');
    expect(client).toHaveTextContent('2 sites, 4 projects');
    expect(screen.getByText('Project view · Fours de réchauffage')).toBeInTheDocument();
    expect(screen.queryByText(/Client Test|Client Démo|Projet Test|Projet Démo/)).not.toBeInTheDocument();
  });

  it('moves with the arrows, opens with → and opens a page with Enter', async () => {
    await open('/parameters/clients/');
    await tree();
    const first = screen.getByRole('treeitem', { name: /^Aciéries du Nord/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: /^Laiteries Alpines/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: /^Laiteries Alpines/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const site = document.activeElement;
    expect(site).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('aria-level', '3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(site);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: /^Verreries Océanes/ })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() =>
      expect(view.router.state.location.pathname).toContain('/parameters/clients/1/main-informations'),
    );
    expect(view.router.state.location.searchStr).toContain('source=tree');
  });

  it('searches at every level, opening and highlighting the matches, and says when nothing matches', async () => {
    await open('/parameters/clients/');
    await tree();
    const search = screen.getByRole('searchbox', { name: 'Find a client, site or project' });
    await userEvent.type(search, 'rechauff');
    expect(await screen.findByText('1 match')).toBeInTheDocument();
    const match = screen.getByRole('treeitem', { name: /^Fours de/ });
    expect(within(match).getByText('réchauff', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getAllByRole('treeitem')).toHaveLength(3);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('treeitem')).not.toBeInTheDocument();
  });

  it('shows a created project under its site: a project write refreshes the tree (spec 001 §4)', async () => {
    // The site's projects page with its create dialog open (the site chosen), as a user adds a project there.
    await open('/parameters/places/1/projets?new=true');
    const site = await within(await tree()).findByRole('treeitem', { current: 'page' });
    expect(site).toHaveAttribute('aria-expanded', 'true');
    expect(site).toHaveTextContent('2 projects');
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Project name/ }), 'Chaufferie biomasse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the project' }));
    // The save, then the tree read again: longer than a second on a loaded machine.
    const created = await screen.findByRole('treeitem', { name: /^Chaufferie biomasse/ }, { timeout: 8_000 });
    expect(created).toHaveAttribute('aria-level', '3');
    // The dialog then opens the new project's page, which the tree marks as the current one.
    await waitFor(() => expect(created).toHaveAttribute('aria-current', 'page'), { timeout: 8_000 });
    expect(screen.getByRole('treeitem', { name: /^Usine de Dunkerque/ })).toHaveTextContent('3 projects');
  });
});
