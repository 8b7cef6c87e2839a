import type { MessageId } from '../../i18n/messages';

export interface RouteMeta {
  fullPath: string;
  titleId?: MessageId;
  parent?: string;
}

export interface Crumb {
  to: string;
  titleId: MessageId;
}

export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * The breadcrumb of a page: its parents (by their `parent` static data) then the page itself.
 * Stops at a cycle or an unknown parent rather than failing the page.
 */
export function breadcrumbTrail(current: RouteMeta, routes: readonly RouteMeta[]): Crumb[] {
  const byPath = new Map(routes.map((route) => [normalisePath(route.fullPath), route]));
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  let step: RouteMeta | undefined = current;
  while (step && !seen.has(normalisePath(step.fullPath))) {
    seen.add(normalisePath(step.fullPath));
    if (step.titleId) trail.unshift({ to: normalisePath(step.fullPath), titleId: step.titleId });
    step = step.parent ? byPath.get(normalisePath(step.parent)) : undefined;
  }
  return trail;
}

/** Fills `$name` segments of a route path with the current page's params. */
export function interpolatePath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/\$([A-Za-z0-9_]+)/g, (segment, name: string) => {
    const value = params[name];
    return value === undefined ? segment : encodeURIComponent(value);
  });
}
