import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './RouteTabs.module.css';

/**
 * Sections of one page where each section is its own URL (a project's tabs, a site's tabs): a
 * navigation landmark of links rather than an ARIA tablist, because each "tab" loads a route and
 * can be opened in a new tab or shared. The router marks the current one with aria-current="page".
 */
export function RouteTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className={classes.bar}>
      <ul className={classes.list}>{children}</ul>
    </nav>
  );
}

function TabAnchor(props: ComponentPropsWithoutRef<'a'>) {
  return (
    <li className={classes.item}>
      <a {...props} className={classes.tab} />
    </li>
  );
}

/** One section link; typed like the router's Link (`to`, `params`, `search`). */
export const RouteTab = createLink(TabAnchor);

/**
 * For sections told apart by a search param on one path (`?tab=`): the router would mark every
 * tab of the path current, whatever its search. The open one is current by its path alone; the
 * others only if the whole search is theirs.
 */
export function searchTabActiveOptions(isCurrent: boolean) {
  return isCurrent ? { exact: true, includeSearch: false } : { exact: true, includeSearch: true };
}
