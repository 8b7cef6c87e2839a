import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { httpReporter } from '../../../api/http';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { downloadFile, filesResource, type DownloadFile } from '../../../entities/transfers/downloadsApi';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useMessage } from '../../../i18n/useMessage';
import { saveFile } from '../../../lib/saveFile';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable/DataTable';
import {
  DEFAULT_DOWNLOAD_COLUMN_IDS,
  DOWNLOAD_COLUMN_IDS,
  DOWNLOADS_TABLE_ID,
  useDownloadColumns,
} from './downloadColumns';
import { pendingPollInterval } from './pendingPoll';
import { downloadsListParams } from './selfServiceQueries';
import {
  DEFAULT_DOWNLOAD_PAGE_SIZE,
  DOWNLOAD_PAGE_SIZES,
  withSearchPatch,
  type SelfServiceSearch,
} from './selfServiceSearch';

const PAGE_SIZES = [...DOWNLOAD_PAGE_SIZES];
const rowKey = (file: DownloadFile) => file.id;

interface DownloadsTabProps {
  search: SelfServiceSearch;
  onSearchChange: (next: SelfServiceSearch) => void;
  canManage: boolean;
}

/**
 * The downloads (spec 001 §3 Download file; §7 GET files, DELETE files/{id}, GET
 * files/{id}/download): newest first, paged by the server. A pending file is read again until it
 * is ready — the live connection's 'Téléchargement prêt' also refreshes it and starts the download
 * by itself (src/app/startReadyDownload.ts). Download goes through the shared checks (an http(s)
 * URL only; a missing or expired file and a failed transfer are told in words).
 */
export function DownloadsTab({ search, onSearchChange, canManage }: DownloadsTabProps) {
  const t = useMessage();
  const [deleting, setDeleting] = useState<DownloadFile | null>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const remove = filesResource.useRemove();
  const list = useQueryRegion({
    ...filesResource.listQuery(downloadsListParams(search)),
    // A failed read is not polled again (its Retry is the user's): one failure, one notification.
    refetchInterval: (query) => (query.state.status === 'error' ? false : pendingPollInterval(query.state.data?.data)),
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.total_count ?? 0;
  const columnChoice = useTableColumns(DOWNLOADS_TABLE_ID, DEFAULT_DOWNLOAD_COLUMN_IDS, DOWNLOAD_COLUMN_IDS);

  const download = (file: DownloadFile) => {
    setDownloadingId(file.id);
    downloadFile(file.id, { save: saveFile, navigate: (url) => window.location.assign(url) })
      // The app's notification says why, in words (the download errors of spec 000 §8).
      .catch((error: unknown) => httpReporter().reportError(error))
      .finally(() => setDownloadingId(null));
  };
  const columns = useDownloadColumns({ download, downloadingId, remove: canManage ? setDeleting : null });
  const go = (patch: Partial<SelfServiceSearch>) => onSearchChange(withSearchPatch(search, patch));

  return (
    <Stack gap="sm" pt="md">
      <Text size="sm" fw={500} aria-live="polite">
        {list.data ? t('selfService.downloads.count', { count: total }) : null}
      </Text>
      <DataTable
        label={t('selfService.downloads.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_DOWNLOAD_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_DOWNLOAD_PAGE_SIZE,
          total,
          pageSizes: PAGE_SIZES,
          onPageChange: (page) => go({ page }),
          onPageSizeChange: (size) =>
            go({ pageSize: DOWNLOAD_PAGE_SIZES.find((known) => known === size), page: undefined }),
        }}
        region={{ status: list, what: t('selfService.downloads.region') }}
        emptyText={t('selfService.downloads.empty')}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('selfService.downloads.deleteDialog.title')}
        message={t('selfService.downloads.deleteDialog.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('selfService.downloads.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
