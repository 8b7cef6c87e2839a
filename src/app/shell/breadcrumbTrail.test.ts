import { breadcrumbTrail, interpolatePath, type RouteMeta } from './breadcrumbTrail';

const routes: RouteMeta[] = [
  { fullPath: '/parameters/', titleId: 'page.parameters' },
  { fullPath: '/parameters/clients/', titleId: 'page.clients', parent: '/parameters' },
  { fullPath: '/parameters/clients/$clientId/', titleId: 'page.client', parent: '/parameters/clients' },
  { fullPath: '/parameters/clients/$clientId/places', titleId: 'page.places', parent: '/parameters/clients/$clientId' },
  { fullPath: '/loop-a', titleId: 'page.home', parent: '/loop-b' },
  { fullPath: '/loop-b', titleId: 'page.events', parent: '/loop-a' },
];

describe('breadcrumbTrail', () => {
  it('walks the parents up to the top', () => {
    const leaf = routes[3] as RouteMeta;
    expect(breadcrumbTrail(leaf, routes).map((crumb) => crumb.to)).toEqual([
      '/parameters',
      '/parameters/clients',
      '/parameters/clients/$clientId',
      '/parameters/clients/$clientId/places',
    ]);
  });

  it('stops at a cycle or an unknown parent', () => {
    expect(breadcrumbTrail(routes[4] as RouteMeta, routes)).toHaveLength(2);
    expect(breadcrumbTrail({ fullPath: '/x', titleId: 'page.home', parent: '/unknown' }, routes)).toHaveLength(1);
  });

  it('fills params into paths', () => {
    expect(interpolatePath('/data-explorer/graph/$dashId/$graphId', { dashId: '3', graphId: '12' })).toBe(
      '/data-explorer/graph/3/12',
    );
    expect(interpolatePath('/a/$missing', {})).toBe('/a/$missing');
  });
});
