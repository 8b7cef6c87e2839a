import type { ReactNode } from 'react';
import type { ListSort } from '../../api/listPage';
import type { RegionStatus } from '../../api/queryRegion';

/* The DataTable's props, apart from the component so that its parts (header, body, pager) and the
 * screens' column definitions depend on the types, not on the table itself. */

export interface DataTableColumn<Row> {
  /** Stable id, also the server sort field when sortable. */
  id: string;
  /**
   * Already translated. Shown whole: it wraps between words over two or three lines rather than
   * being cut, so the column is only as wide as its longest word needs. A long name can be given
   * short here with the full one in `fullHeader`.
   */
  header: string;
  /**
   * The full name when `header` is a short form of it: the header's tooltip, its accessible name
   * (after the short form when that is not made of the full name's words: headerName.ts),
   * and the column picker's label.
   */
  fullHeader?: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Numbers are right-aligned ('end'). */
  align?: 'start' | 'end';
  /**
   * Minimum width in px, not a fixed one: the column grows with its header and its cells. Only
   * for content the rows on screen do not show in full (a badge that appears further down).
   */
  width?: number;
  /**
   * Free text (names): the width in px past which the cells no longer widen the column; longer
   * text is cut with an ellipsis, so the cell should carry the full text as its title.
   */
  maxWidth?: number;
  /**
   * Kept in sight at the table's right edge when it scrolls sideways, when it is the last column
   * shown. A column with the id 'actions' is pinned unless it says otherwise: a row's actions
   * must never be cut off.
   */
  pinned?: 'end' | false;
  /** Client-side sorting only (no onSortChange): the value the table sorts this column by. */
  sortValue?: (row: Row) => string | number | null | undefined;
}

export interface DataTablePaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /**
   * Rows the server counted that the product does not show (the test structures, spec 001 §6):
   * the pager counts without them, so that its total agrees with the rows and the screen's count.
   */
  hidden?: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  pageSizes?: number[];
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (aria-label). */
  label: string;
  /** The selectable set (spec 000 §3: every table offers a selectable and a default column set). */
  columns: readonly DataTableColumn<Row>[];
  defaultColumnIds: readonly string[];
  /** Controlled visible set (from the user's preference, see useTableColumns). */
  visibleColumnIds?: readonly string[];
  onVisibleColumnIdsChange?: (ids: string[]) => void;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: ListSort | null;
  /** Server sort: when given, the table never sorts rows itself. */
  onSortChange?: (sort: ListSort | null) => void;
  /** Server paging; absent = all rows shown (virtualized). */
  paging?: DataTablePaging;
  /** Keeps the current rows visible and shows a discreet busy indicator (aria-busy). */
  loading?: boolean;
  /**
   * The state of the read the rows come from (useQueryRegion): loading and its "still loading",
   * the failure with Retry in place of the empty text, the "could not refresh" line above older
   * rows. `loading` follows it unless given.
   */
  region?: DataTableRegion;
  /** Shown only for an empty answer, never for a failed read. */
  emptyText?: string;
  /** Scroll area height; rows are virtualized inside it. */
  maxHeight?: number | string;
  /** Extra controls (export button…) shown next to the column picker. */
  toolbar?: ReactNode;
  /** Row height in px (every row has this height; cells do not wrap). Default 36. */
  rowHeight?: number;
  /**
   * The narrowest a name column gets (px; 120 unless given) when the frame is too narrow for
   * every column's content: for a table of many short figures beside two or three names.
   */
  nameMinWidth?: number;
}

export interface DataTableRegion {
  status: RegionStatus;
  /** What the rows are, as in "Could not load {what}." */
  what: string;
}

/**
 * Whether a shown column stays at the right edge (see DataTableColumn.pinned): only the last one,
 * since a pinned column in the middle would hide the columns that scroll under it.
 */
export function isPinnedEnd<Row>(columns: readonly DataTableColumn<Row>[], index: number): boolean {
  const column = columns[index];
  if (!column || index !== columns.length - 1) return false;
  return column.pinned === undefined ? column.id === 'actions' : column.pinned === 'end';
}
