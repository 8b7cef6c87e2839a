import { Box, Group, Progress, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { ListSort } from '../../api/listPage';
import { useMessage } from '../../i18n/useMessage';
import { resolveVisibleColumnIds, toggleColumnId } from '../../lib/columnSets';
import { ClipTooltip } from './ClipTooltip';
import { ColumnPicker } from './ColumnPicker';
import classes from './DataTable.module.css';
import { PlainBody, VirtualBody } from './DataTableBody';
import { DataTableHeader } from './DataTableHeader';
import { DataTableMessage, DataTableStatusLine } from './DataTableMessage';
import { DataTablePager } from './DataTablePager';
import { nextSort } from './sortCycle';
import type { DataTableColumn, DataTableProps } from './dataTableTypes';

const features = tableFeatures({
  columnVisibilityFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
});
type Features = typeof features;

const DEFAULT_ROW_HEIGHT = 36;
/** Without paging every row is shown: the scroll area needs a bound for the virtualizer. */
const DEFAULT_MAX_HEIGHT = '70vh';
const FALLBACK_WINDOW_PX = 600;
const OVERSCAN = 6;

const NO_ROWS: readonly never[] = [];

const toSorting = (sort: ListSort | null): SortingState => (sort ? [{ id: sort.field, desc: sort.descending }] : []);

/**
 * The list table every screen reuses (events, alerts, variables, projects, users…): column sets
 * with a picker, header sort (server or client), server paging, and row virtualization so that
 * 50,000 rows scroll smoothly, on @tanstack/react-table 9 and @tanstack/react-virtual.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { label, columns, defaultColumnIds, rowKey, paging, toolbar, onSortChange, region } = props;
  const loading =
    props.loading ??
    (region?.status.state === 'loading' || (region?.status.state === 'ready' && region.status.refreshing));
  // A failed read has no rows to show, whatever the caller passes.
  const rows = region?.status.state === 'failed' ? NO_ROWS : props.rows;
  // A read that failed or has not answered yet says nothing about rows: not "No rows", not a total.
  const rowsKnown = region?.status.state !== 'failed' && region?.status.state !== 'loading';
  const t = useMessage();
  // State, not a ref: the body's virtualizer must re-render once the element exists (a parent's
  // ref is attached only after its children's layout effects ran).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const rowHeight = props.rowHeight ?? DEFAULT_ROW_HEIGHT;

  const allIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const [ownVisibleIds, setOwnVisibleIds] = useState<readonly string[] | undefined>(undefined);
  const wantedIds = props.visibleColumnIds ?? ownVisibleIds;
  const visibleIds = useMemo(
    () => resolveVisibleColumnIds(wantedIds, allIds, defaultColumnIds),
    [wantedIds, allIds, defaultColumnIds],
  );
  const changeVisibleIds = (ids: string[]) => {
    setOwnVisibleIds(ids);
    props.onVisibleColumnIdsChange?.(ids);
  };

  // Server sort when onSortChange is given; otherwise the table sorts the rows it has.
  const serverSort = onSortChange !== undefined;
  const [ownSort, setOwnSort] = useState<ListSort | null>(props.sort ?? null);
  const sort = serverSort ? (props.sort ?? null) : ownSort;
  const canSort = useCallback(
    (column: DataTableColumn<Row>) => column.sortable === true && (serverSort || column.sortValue !== undefined),
    [serverSort],
  );
  const onSortClick = (field: string) => {
    const next = nextSort(sort, field);
    if (onSortChange) onSortChange(next);
    else setOwnSort(next);
  };

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<Features, Row>();
    return columns.map((column) =>
      helper.accessor((row: Row): unknown => column.sortValue?.(row) ?? null, {
        id: column.id,
        enableSorting: canSort(column),
        enableHiding: true,
        sortFn: 'alphanumeric',
        sortUndefined: 'last',
      }),
    );
  }, [columns, canSort]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(allIds.map((id) => [id, visibleIds.includes(id)])),
    [allIds, visibleIds],
  );
  const sorting = useMemo(() => toSorting(sort), [sort]);
  const data = rows as Row[];
  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId: (row: Row) => String(rowKey(row)),
    state: { sorting, columnVisibility },
    manualSorting: serverSort,
    enableMultiSort: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      setOwnSort(first ? { field: first.id, descending: first.desc } : null);
    },
  });

  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const leafColumns = table.getVisibleLeafColumns();
  const shownColumns = useMemo(
    () => leafColumns.flatMap((column) => byId.get(column.id) ?? []),
    // The table keeps the leaf-column list stable until columns or visibility change.
    [leafColumns, byId],
  );
  const rowModel = table.getRowModel().rows;
  const shownRows = useMemo(() => rowModel.map((row) => row.original), [rowModel]);

  const total = paging ? paging.total - (paging.hidden ?? 0) : shownRows.length;
  const firstRowIndex = 2 + (paging ? (Math.max(1, paging.page) - 1) * paging.pageSize : 0);
  const maxHeight = props.maxHeight ?? (paging ? undefined : DEFAULT_MAX_HEIGHT);
  const virtualized = maxHeight !== undefined;
  const span = Math.max(1, shownColumns.length);
  // The picker lists the columns by their full names.
  const pickerColumns = useMemo(
    () => columns.map((column) => ({ id: column.id, header: column.fullHeader ?? column.header })),
    [columns],
  );

  return (
    <div className={classes.frame}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {paging || region?.status.state === 'failed' || (loading && rows.length === 0)
              ? null
              : t('ui.table.rowCount', { count: total })}
          </Text>
          <DataTableStatusLine region={region} />
        </Group>
        <Group gap="xs">
          {toolbar}
          {columns.length > 1 && (
            <ColumnPicker
              columns={pickerColumns}
              visibleIds={visibleIds}
              onToggle={(id) => changeVisibleIds(toggleColumnId(visibleIds, id, allIds))}
              onReset={() => changeVisibleIds(resolveVisibleColumnIds(defaultColumnIds, allIds, defaultColumnIds))}
            />
          )}
        </Group>
      </Group>
      <Box pos="relative">
        {loading && <Progress className={classes.busy} value={100} animated size={3} radius={0} aria-hidden="true" />}
        <div
          ref={setScrollElement}
          className={classes.scroll}
          style={{
            maxHeight,
            ['--data-table-row-height' as string]: `${rowHeight}px`,
            ...(props.nameMinWidth === undefined
              ? {}
              : { ['--data-table-name-min' as string]: `${props.nameMinWidth}px` }),
          }}
        >
          <Table
            className={classes.table}
            stickyHeader
            highlightOnHover={false}
            verticalSpacing={6}
            // xs (10 px a side): with wrapped headers, a dozen columns fit a 1440 px screen.
            horizontalSpacing="xs"
            fz="sm"
            aria-label={label}
            aria-rowcount={total + 1}
            aria-busy={loading || undefined}
          >
            <DataTableHeader columns={shownColumns} sort={sort} canSort={canSort} onSortClick={onSortClick} />
            {shownRows.length === 0 ? (
              <DataTableMessage span={span} region={region} loading={loading} emptyText={props.emptyText} />
            ) : virtualized ? (
              <VirtualBody
                rows={shownRows}
                columns={shownColumns}
                rowKey={rowKey}
                firstRowIndex={firstRowIndex}
                scrollElement={scrollElement}
                rowHeight={rowHeight}
                fallbackHeight={typeof maxHeight === 'number' ? maxHeight : FALLBACK_WINDOW_PX}
                overscan={OVERSCAN}
              />
            ) : (
              <PlainBody rows={shownRows} columns={shownColumns} rowKey={rowKey} firstRowIndex={firstRowIndex} />
            )}
          </Table>
        </div>
        <ClipTooltip scrollElement={scrollElement} />
        {loading && <VisuallyHidden role="status">{t('ui.table.loading')}</VisuallyHidden>}
      </Box>
      {paging && <DataTablePager paging={paging} rowsOnPage={shownRows.length} rowsKnown={rowsKnown} />}
    </div>
  );
}
