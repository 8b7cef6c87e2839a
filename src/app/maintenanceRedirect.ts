/** Where the maintenance page sends the user, remembering the URL the maintenance answer refused. */
export function maintenanceTarget(location: { pathname: string; href: string }): { from: string } | null {
  // Already there: a second maintenance answer keeps the first refused URL.
  if (location.pathname === '/maintenance') return null;
  return { from: location.href };
}
