import { memo, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { isPinnedEnd, type DataTableColumn } from './dataTableTypes';
import classes from './DataTable.module.css';

interface BodyProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** aria-rowindex of the first row: the header is row 1; with server paging, earlier pages count. */
  firstRowIndex: number;
}

interface RowProps<Row> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  ariaRowIndex: number;
  odd: boolean;
}

/*
 * Memoised: while the table scrolls only the rows entering the window render, the others keep
 * their DOM (the row object and the column list are stable between scroll frames).
 */
function DataTableRowImpl<Row>({ row, columns, ariaRowIndex, odd }: RowProps<Row>) {
  return (
    <tr className={classes.row} aria-rowindex={ariaRowIndex} data-odd={odd || undefined}>
      {columns.map((column, index) => (
        <td
          key={column.id}
          className={isPinnedEnd(columns, index) ? `${classes.cell} ${classes.pinnedEnd}` : classes.cell}
          data-align={column.align ?? 'start'}
          style={column.maxWidth ? { maxWidth: column.maxWidth } : undefined}
        >
          {column.maxWidth ? <div className={classes.clip}>{column.cell(row)}</div> : column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

const DataTableRow = memo(DataTableRowImpl) as <Row>(props: RowProps<Row>) => ReactNode;

function Spacer({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr className={classes.spacer} aria-hidden="true">
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

/** Every row: a server page, short enough to render whole. */
export function PlainBody<Row>({ rows, columns, rowKey, firstRowIndex }: BodyProps<Row>) {
  // A page of rows is drawn whole: its rows may grow, so names wrap onto a second line.
  return (
    <tbody className={classes.wrapNames}>
      {rows.map((row, index) => (
        <DataTableRow
          key={rowKey(row)}
          row={row}
          columns={columns}
          ariaRowIndex={firstRowIndex + index}
          odd={index % 2 === 1}
        />
      ))}
    </tbody>
  );
}

interface VirtualBodyProps<Row> extends BodyProps<Row> {
  scrollElement: HTMLDivElement | null;
  rowHeight: number;
  /** Window height assumed until the scroll area has a size (before layout, in jsdom, in a hidden tab). */
  fallbackHeight: number;
  overscan: number;
}

/**
 * Only the rows in (and around) the scroll window are in the DOM; two spacer rows stand for the
 * others, so the markup stays a real table (thead, tbody, rows, cells) for assistive technology,
 * and aria-rowindex tells each rendered row's place among all of them.
 */
export function VirtualBody<Row>({
  rows,
  columns,
  rowKey,
  firstRowIndex,
  scrollElement,
  rowHeight,
  fallbackHeight,
  overscan,
}: VirtualBodyProps<Row>) {
  // The app does not use the React Compiler, whose memoisation this rule guards against.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    overscan,
    initialRect: { width: 0, height: fallbackHeight },
    observeElementRect: (instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>, callback: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const top = first ? first.start : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const span = Math.max(1, columns.length);
  return (
    <tbody>
      <Spacer height={top} span={span} />
      {items.map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <DataTableRow
            key={item.key}
            row={row}
            columns={columns}
            ariaRowIndex={firstRowIndex + item.index}
            odd={item.index % 2 === 1}
          />
        );
      })}
      <Spacer height={bottom} span={span} />
    </tbody>
  );
}
