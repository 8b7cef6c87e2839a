import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import type { RouteMeta } from './breadcrumbTrail';

/** The static data of every route, for breadcrumbs and route-table checks. */
export function routeMetas(router: AnyRouter): (RouteMeta & { id: string })[] {
  const routes = Object.values(router.routesById as Record<string, AnyRoute>);
  return routes.map((route) => ({
    id: String(route.id),
    fullPath: String(route.fullPath),
    titleId: route.options.staticData?.titleId,
    parent: route.options.staticData?.parent,
  }));
}
