import { screen, within } from '@testing-library/react';
import { createRootRouteWithContext, createRoute, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithApp } from '../../test/renderWithApp';
import { EntityNamesProvider, useEntityName } from '../../ui/EntityNames';
import { PageTitle } from '../PageTitle';
import { PageHeader } from './PageHeader';

/*
 * A page about a named entity is titled by its name once a screen says it: the heading, the
 * breadcrumb and the document title, for the entity's own page and for its sections.
 */

function ProjectLayout({ name }: { name?: string }) {
  useEntityName('/parameters/projects/$projectId', name);
  return <Outlet />;
}

function routes(name?: string) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: () => (
      <EntityNamesProvider>
        <PageTitle />
        <PageHeader />
        <Outlet />
      </EntityNamesProvider>
    ),
  });
  const projects = createRoute({
    getParentRoute: () => root,
    path: '/parameters/projects',
    staticData: { titleId: 'page.projects' },
  });
  const project = createRoute({
    getParentRoute: () => root,
    path: '/parameters/projects/$projectId',
    staticData: { titleId: 'page.project', parent: '/parameters/projects' },
    component: () => <ProjectLayout {...(name ? { name } : {})} />,
  });
  const energy = createRoute({
    getParentRoute: () => project,
    path: 'energy',
    staticData: { titleId: 'page.projectEnergy', parent: '/parameters/projects/$projectId' },
  });
  return root.addChildren([projects, project.addChildren([energy])]);
}

describe('entity titles', () => {
  it('reads the entity name in the heading, the breadcrumb and the document title of a section', async () => {
    await renderWithApp(routes('Usine Nord'), { url: '/parameters/projects/12/energy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usine Nord' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Usine Nord' })).toHaveAttribute('href', '/parameters/projects/12');
    expect(within(trail).getByText('Energy information')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toMatch(/Energy information · Usine Nord$/);
  });

  it('reads the route title with its id while the name is unknown', async () => {
    await renderWithApp(routes(), { url: '/parameters/projects/12/energy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy information' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Project 12' })).toBeInTheDocument();
  });
});
