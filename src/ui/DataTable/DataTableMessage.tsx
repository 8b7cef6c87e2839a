import { Stack, Text } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';
import { RegionFailure } from '../DataRegion/RegionFailure';
import { SlowNotice } from '../DataRegion/RegionLoading';
import { RegionStaleLine } from '../DataRegion/RegionStaleLine';
import type { DataTableRegion } from './dataTableTypes';
import classes from './DataTable.module.css';

interface DataTableMessageProps {
  span: number;
  region: DataTableRegion | undefined;
  loading: boolean;
  emptyText: string | undefined;
}

/**
 * The body of a table without rows: loading (and, when it lasts, still loading), the read's failure
 * with Retry, or — only for an answer that really is empty — the empty text.
 */
export function DataTableMessage({ span, region, loading, emptyText }: DataTableMessageProps) {
  const t = useMessage();
  const status = region?.status;
  return (
    <tbody>
      <tr>
        <td colSpan={span} className={classes.message}>
          {status?.state === 'failed' ? (
            <div className={classes.failure}>
              <RegionFailure what={region?.what ?? ''} error={status.error} onRetry={status.retry} />
            </div>
          ) : loading ? (
            <Stack gap={4} align="center">
              <Text size="sm">{t('ui.table.loading')}</Text>
              <SlowNotice slow={status?.state === 'loading' && status.slow} />
            </Stack>
          ) : (
            (emptyText ?? t('ui.table.empty'))
          )}
        </td>
      </tr>
    </tbody>
  );
}

/** Above rows already shown: they could not be refreshed, or the next ones are slow to come. */
export function DataTableStatusLine({ region }: { region: DataTableRegion | undefined }) {
  const status = region?.status;
  if (status?.state === 'stale') {
    return (
      <RegionStaleLine
        what={region?.what ?? ''}
        error={status.error}
        updatedAt={status.updatedAt}
        onRetry={status.retry}
      />
    );
  }
  if (status?.state === 'ready' && status.refreshing) return <SlowNotice slow={status.slow} />;
  return null;
}
