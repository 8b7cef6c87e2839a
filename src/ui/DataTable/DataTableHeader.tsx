import { Table, UnstyledButton } from '@mantine/core';
import type { ListSort } from '../../api/listPage';
import { useMessage } from '../../i18n/useMessage';
import { isPinnedEnd, type DataTableColumn } from './dataTableTypes';
import classes from './DataTable.module.css';
import { headerName } from './headerName';
import { ariaSortOf } from './sortCycle';

interface DataTableHeaderProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: ListSort | null;
  /** Whether a column's header sorts: declared sortable and sortable by whoever sorts (server or table). */
  canSort: (column: DataTableColumn<Row>) => boolean;
  onSortClick: (columnId: string) => void;
}

/** Up and down chevrons; the active one is highlighted. Decorative: aria-sort says the state. */
function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg
      className={classes.sortIcon}
      data-active={direction !== 'none' || undefined}
      width="10"
      height="14"
      viewBox="0 0 10 14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 1 9 5.5H1z" fill="currentColor" opacity={direction === 'descending' ? 0.25 : 1} />
      <path d="M5 13 1 8.5h8z" fill="currentColor" opacity={direction === 'ascending' ? 0.25 : 1} />
    </svg>
  );
}

/**
 * The sticky header row: row 1 of the table; sortable headers are buttons ("Sort by X"). Labels
 * wrap between words instead of being cut; a short label carries the full name (`fullHeader`) as
 * its tooltip and in its accessible name (headerName).
 */
export function DataTableHeader<Row>({ columns, sort, canSort, onSortClick }: DataTableHeaderProps<Row>) {
  const t = useMessage();
  return (
    <Table.Thead>
      <Table.Tr aria-rowindex={1}>
        {columns.map((column, index) => {
          const sortable = canSort(column);
          const direction = ariaSortOf(sort, column.id);
          const name = headerName(column);
          return (
            <Table.Th
              key={column.id}
              scope="col"
              className={
                isPinnedEnd(columns, index) ? `${classes.headerCell} ${classes.pinnedEnd}` : classes.headerCell
              }
              data-align={column.align ?? 'start'}
              aria-sort={sortable ? direction : undefined}
              aria-label={column.fullHeader === undefined ? undefined : name}
              title={column.fullHeader}
              style={column.width ? { minWidth: column.width } : undefined}
            >
              {sortable ? (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={() => onSortClick(column.id)}
                  aria-label={t('ui.table.sortBy', { column: name })}
                >
                  <span className={classes.headerLabel}>{column.header}</span>
                  <SortIcon direction={direction} />
                </UnstyledButton>
              ) : (
                <span className={classes.headerLabel}>{column.header}</span>
              )}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
