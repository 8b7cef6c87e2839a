import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';
import type { DataTablePaging } from './dataTableTypes';

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];

/**
 * First row, last row and page count of a server page; a page past the end shows the last one's
 * bounds. With rows hidden on the client, the total leaves them out and the last row follows the
 * rows actually on the page; the page count stays the server's (its offsets are the server's).
 */
export function pageBounds(
  page: number,
  pageSize: number,
  total: number,
  hidden: { count: number; rowsOnPage: number } = { count: 0, rowsOnPage: 0 },
): { from: number; to: number; pages: number; total: number } {
  const size = Math.max(1, pageSize);
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pages);
  const shown = Math.max(0, total - hidden.count);
  const from = shown === 0 ? 0 : Math.min((current - 1) * size + 1, shown);
  const last = hidden.count > 0 ? from - 1 + hidden.rowsOnPage : current * size;
  const to = shown === 0 ? 0 : Math.min(shown, last);
  return { from, to, pages, total: shown };
}

function Chevron({ double, back }: { double?: boolean; back?: boolean }) {
  const path = back ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5';
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d={path} transform={double ? `translate(${back ? -2.5 : 2.5} 0)` : undefined} />
      {double && <path d={path} transform={`translate(${back ? 2.5 : -2.5} 0)`} />}
    </svg>
  );
}

interface DataTablePagerProps {
  paging: DataTablePaging;
  rowsOnPage: number;
  /**
   * False while the read is loading or after it failed: the total is unknown, so the pager shows
   * neither a range ("No rows" would pass a failure off as an empty list) nor a page count.
   */
  rowsKnown?: boolean;
}

/** Server paging controls: rows x–y of total, page size, first/previous/next/last (all labelled). */
export function DataTablePager({ paging, rowsOnPage, rowsKnown = true }: DataTablePagerProps) {
  const t = useMessage();
  const { page, pageSize, onPageChange, onPageSizeChange } = paging;
  const { from, to, pages, total } = pageBounds(page, pageSize, paging.total, {
    count: paging.hidden ?? 0,
    rowsOnPage,
  });
  const sizes = [...new Set([...(paging.pageSizes ?? DEFAULT_PAGE_SIZES), pageSize])].sort((a, b) => a - b);
  const go = (target: number) => onPageChange(Math.min(Math.max(1, target), pages));
  const atStart = !rowsKnown || page <= 1;
  const atEnd = !rowsKnown || page >= pages;
  return (
    <Group component="nav" aria-label={t('ui.table.pager.label')} justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {!rowsKnown ? null : total === 0 ? t('ui.table.pager.none') : t('ui.table.pager.range', { from, to, total })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {onPageSizeChange && (
          <NativeSelect
            size="xs"
            label={t('ui.table.pager.pageSize')}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { fontWeight: 400 } }}
            value={String(pageSize)}
            data={sizes.map(String)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
        )}
        <ActionIcon
          variant="default"
          size="md"
          aria-label={t('ui.table.pager.first')}
          disabled={atStart}
          onClick={() => go(1)}
        >
          <Chevron double back />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={t('ui.table.pager.previous')}
          disabled={atStart}
          onClick={() => go(page - 1)}
        >
          <Chevron back />
        </ActionIcon>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {rowsKnown ? t('ui.table.pager.page', { page: Math.min(page, pages), pages }) : null}
        </Text>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={t('ui.table.pager.next')}
          disabled={atEnd}
          onClick={() => go(page + 1)}
        >
          <Chevron />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={t('ui.table.pager.last')}
          disabled={atEnd}
          onClick={() => go(pages)}
        >
          <Chevron double />
        </ActionIcon>
      </Group>
    </Group>
  );
}
