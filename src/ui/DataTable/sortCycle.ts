import type { ListSort } from '../../api/listPage';

/** What a click on a column header asks: ascending, then descending, then no sort (server default order). */
export function nextSort(current: ListSort | null | undefined, field: string): ListSort | null {
  if (!current || current.field !== field) return { field, descending: false };
  if (!current.descending) return { field, descending: true };
  return null;
}

/** aria-sort of a sortable header: only the sorted column says its direction. */
export function ariaSortOf(current: ListSort | null | undefined, field: string): 'ascending' | 'descending' | 'none' {
  if (!current || current.field !== field) return 'none';
  return current.descending ? 'descending' : 'ascending';
}
