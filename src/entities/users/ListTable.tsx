import type { RowData } from '@tanstack/react-table';
import { PagedListTable, type PagedListTableProps } from '../../ui/DataTable/PagedListTable';
import { useTableColumns } from './tableColumns';

/** A table's column set: its id in the user's preferences, every column id, the default ones. */
export interface ListColumnSet {
  tableId: string;
  columnIds: readonly string[];
  defaultColumnIds: readonly string[];
}

export type ListTableProps<Row, S> = Omit<
  PagedListTableProps<Row, S>,
  'defaultColumnIds' | 'visibleColumnIds' | 'onVisibleColumnIdsChange'
> & {
  /** Module constants: they key the saved choice's memo. */
  columnSet: ListColumnSet;
};

/**
 * The list table every server-paged list screen uses (PagedListTable), with the columns the user
 * chose kept in their preferences (spec 001 §2 "column preferences").
 */
export function ListTable<Row extends RowData, S>({ columnSet, ...props }: ListTableProps<Row, S>) {
  const choice = useTableColumns(columnSet.tableId, columnSet.defaultColumnIds, columnSet.columnIds);
  return (
    <PagedListTable
      {...props}
      defaultColumnIds={columnSet.defaultColumnIds}
      visibleColumnIds={choice.visibleColumnIds}
      onVisibleColumnIdsChange={(ids) => choice.setVisibleColumnIds(ids)}
    />
  );
}
