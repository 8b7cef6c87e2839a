import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { renderWithApp } from '../../../test/renderWithApp';
import { screenTestPage, screenTestRoutes } from '../../../test/screenTestRoutes';
import { projectsResource } from '../../../entities/structure/api';
import { StructureNavigator } from './StructureNavigator';

await setupMockApiClient('u2', { resetBeforeEach: true });

const routes = () =>
  screenTestRoutes(
    ['parameters/clients/', 'parameters/projects/$projectId/main-informations'].map((path) =>
      screenTestPage({ path, render: () => <StructureNavigator /> }),
    ),
  );

/** A site's page with a way to add a project to it, as the projects list's create dialog does. */
function ProjectAdder() {
  const create = projectsResource.useCreate();
  return (
    <button type="button" onClick={() => create.mutate({ name: 'Chaufferie biomasse', place: { id: 1 } })}>
      Add
    </button>
  );
}

const tree = () => screen.findByRole('tree', { name: 'Clients, sites and projects' });

describe('the structure navigator', { timeout: 20_000 }, () => {
  it('marks the current project, opens its ancestors and says where the user is', async () => {
    // Project 3 is "Fours de réchauffage", at Laminoir de Valenciennes, Aciéries du Nord.
    await renderWithApp(routes(), { url: '/parameters/projects/3/main-informations' });
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
    await renderWithApp(routes(), { url: '/parameters/clients/' });
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
      expect(screen.getByTestId('path')).toHaveTextContent('/parameters/clients/1/main-informations'),
    );
    expect(screen.getByTestId('query')).toHaveTextContent('source=tree');
  });

  it('searches at every level, opening and highlighting the matches, and says when nothing matches', async () => {
    await renderWithApp(routes(), { url: '/parameters/clients/' });
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
    await renderWithApp(
      screenTestRoutes([
        screenTestPage({
          path: 'parameters/places/$placeId/main-informations',
          render: () => (
            <>
              <ProjectAdder />
              <StructureNavigator />
            </>
          ),
        }),
      ]),
      { url: '/parameters/places/1/main-informations' },
    );
    const site = await within(await tree()).findByRole('treeitem', { current: 'page' });
    expect(site).toHaveAttribute('aria-expanded', 'true');
    expect(site).toHaveTextContent('2 projects');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const created = await screen.findByRole('treeitem', { name: /^Chaufferie biomasse/ });
    expect(created).toHaveAttribute('aria-level', '3');
    expect(screen.getByRole('treeitem', { current: 'page' })).toHaveTextContent('3 projects');
  });
});
