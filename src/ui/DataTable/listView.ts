import type { ListSort } from '../../api/listPage';
import type { ListSearchDefinition } from '../../api/listSearch';

export type SearchChange<S> = (next: S, options?: { replace?: boolean }) => void;

/**
 * Where a list reads its view and how it changes it: its route's search (`useRouteSearch` in
 * src/navigation), or a `search` and `onSearchChange` given by a parent.
 */
export interface SearchState<S> {
  search: S;
  onSearchChange: SearchChange<S>;
  /** A change applied to the search as it is when the change runs: two quick changes keep both. */
  update?: (change: (current: S) => S, options?: { replace?: boolean }) => void;
}

/** Paging and sort of a list's table, from its search. */
export interface ListPaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: number[];
  sort: ListSort | null;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort | null) => void;
}

/** A list's view (its search) with the changes a user makes to it, each one a validated URL. */
export interface ListView<S> {
  search: S;
  /** Whether any filter is set: "no match" rather than "nothing yet". */
  filtered: boolean;
  /** A filter change, back to page 1; `replace` while typing, so that each pause is not a history entry. */
  setFilter: (patch: Partial<S>, options?: { replace?: boolean }) => void;
  /** Clears the filters; the sort and the page size stay. */
  clearFilters: () => void;
  /** Another change of the view (a dialog opened), defaults left out; the page stays. */
  change: (next: S, options?: { replace?: boolean }) => void;
  paging: ListPaging;
}

/**
 * Binds a list's search definition to where its search lives:
 * `listView(usersListSearch, useRouteSearch(route))`.
 */
export function listView<S, Params>(
  definition: ListSearchDefinition<S, Params>,
  { search, onSearchChange, update }: SearchState<S>,
): ListView<S> {
  // From the definition, which knows the list's page keys (`page`, or prefixed when lists share a search).
  const { limit = definition.defaultPageSize, offset = 0 } = definition.pageParams(search);
  const apply = (change: (current: S) => S, options?: { replace?: boolean }) =>
    update ? update(change, options) : onSearchChange(change(search), options);
  return {
    search,
    filtered: definition.isFiltered(search),
    setFilter: (patch, options) => apply((current) => definition.withFilter(current, patch), options),
    clearFilters: () => apply((current) => definition.withoutFilters(current)),
    change: (next, options) => onSearchChange(definition.clean(next), options),
    paging: {
      page: Math.floor(offset / limit) + 1,
      pageSize: limit,
      pageSizes: definition.pageSizes,
      sort: definition.sortOf(search),
      onPageChange: (page) => apply((current) => definition.withPage(current, page)),
      onPageSizeChange: (size) => apply((current) => definition.withPageSize(current, size)),
      onSortChange: (sort) => apply((current) => definition.withSort(current, sort)),
    },
  };
}
