import { Group, Stack, Text } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ListPage } from '../../api/listPage';
import type { QueryRegion } from '../../api/queryRegion';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './dataTableTypes';
import type { ListView } from './listView';

export interface PagedListTableProps<Row, S> {
  /** The list's view: its page, page size and sort. */
  view: ListView<S>;
  /** The read of the page on screen (useQueryRegion). */
  region: QueryRegion<ListPage<Row>>;
  /** Accessible name of the table. */
  label: string;
  /** What the rows are, as in "Could not load {what}." */
  what: string;
  /**
   * The count line, from the number of rows the list holds (all pages). None: no count line (a
   * list whose counts its tabs show), unless there is an `aside`.
   */
  countText?: (count: number) => string;
  /** Shown only for an empty answer, never for a failed read. */
  emptyText: string;
  columns: readonly DataTableColumn<Row>[];
  defaultColumnIds: readonly string[];
  /** The user's column choice (useTableColumns); without it the table keeps its own. */
  visibleColumnIds?: readonly string[];
  onVisibleColumnIdsChange?: (ids: string[]) => void;
  rowKey: (row: Row) => string | number;
  /** The rows of the page the product shows (without the hidden test structures, spec 000 §6). */
  visibleRows?: (rows: readonly Row[]) => readonly Row[];
  /**
   * How many of the rows the server counted are not shown, so that the count and the pager tell
   * the shown ones; null while that is still being counted (the count line waits for it).
   */
  hidden?: number | null;
  /** Next to the count line (a "New" button). */
  aside?: ReactNode;
  /** Between the count line and the table (an action's failure). */
  notice?: ReactNode;
  /** Next to the column picker. */
  toolbar?: ReactNode;
}

/**
 * A server-paged list: the count line, then the table with its column set, header sort, pager and
 * the read's states (CONVENTIONS "Routes and screens"). A read that failed or has not answered yet
 * says nothing about rows: no count, no "No rows" (queryRegion.ts). Older data that could not be
 * refreshed keeps its rows and their count, under its "could not refresh" line.
 */
export function PagedListTable<Row extends RowData, S>(props: PagedListTableProps<Row, S>) {
  const { view, region, hidden, visibleRows } = props;
  const page = region.data;
  const rows = page ? (visibleRows ? visibleRows(page.data) : page.data) : [];
  const count = page && hidden !== null ? page.total_count - (hidden ?? 0) : null;
  const { sort, onSortChange, onPageSizeChange, ...paging } = view.paging;
  // A list with one page size offers no choice of it.
  const sizeChange = paging.pageSizes.length > 1 ? { onPageSizeChange } : {};
  return (
    <Stack gap="md">
      {props.countText || props.aside ? (
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" fw={500} aria-live="polite">
            {count === null || !props.countText ? null : props.countText(count)}
          </Text>
          {props.aside}
        </Group>
      ) : null}
      {props.notice}
      <DataTable
        label={props.label}
        columns={props.columns}
        defaultColumnIds={props.defaultColumnIds}
        visibleColumnIds={props.visibleColumnIds}
        onVisibleColumnIdsChange={props.onVisibleColumnIdsChange}
        rows={rows}
        rowKey={props.rowKey}
        sort={sort}
        onSortChange={onSortChange}
        paging={{ ...paging, ...sizeChange, total: page?.total_count ?? 0, hidden: hidden ?? 0 }}
        region={{ status: region, what: props.what }}
        emptyText={props.emptyText}
        toolbar={props.toolbar}
      />
    </Stack>
  );
}
