/**
 * Column sets of a list table (spec 000 §3 "Every table offers a selectable and a default column
 * set"; spec 001 §2 tables have selectable and default column sets). Pure: the table and the saved
 * preference both go through these rules, so a stale or hand-edited preference never breaks a screen.
 */

/**
 * The columns to show: the wanted ids that the table still knows, in the table's column order,
 * without duplicates. Nothing usable (no choice, only unknown ids) falls back to the default set;
 * a table always shows at least one column.
 */
export function resolveVisibleColumnIds(
  wanted: readonly unknown[] | null | undefined,
  allIds: readonly string[],
  defaultIds: readonly string[],
): string[] {
  const pick = (ids: readonly unknown[]) => allIds.filter((id) => ids.includes(id));
  const chosen = wanted ? pick(wanted) : [];
  if (chosen.length > 0) return chosen;
  const defaults = pick(defaultIds);
  if (defaults.length > 0) return defaults;
  return allIds.slice(0, 1);
}

/** Shows or hides one column; hiding the last visible column is refused (the set is returned as is). */
export function toggleColumnId(visibleIds: readonly string[], id: string, allIds: readonly string[]): string[] {
  if (!allIds.includes(id)) return [...visibleIds];
  if (visibleIds.includes(id)) {
    return visibleIds.length > 1 ? visibleIds.filter((visible) => visible !== id) : [...visibleIds];
  }
  return allIds.filter((known) => known === id || visibleIds.includes(known));
}
