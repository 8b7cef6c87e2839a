import { Stack } from '@mantine/core';
import { useState } from 'react';
import { httpReporter } from '../../../api/http';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { downloadFile, filesResource, type DownloadFile } from '../../../entities/transfers/downloadsApi';
import { ListTable } from '../../../entities/users/ListTable';
import { useMessage } from '../../../i18n/useMessage';
import { saveFile } from '../../../lib/saveFile';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { listView, type SearchState } from '../../../ui/DataTable/listView';
import {
  DEFAULT_DOWNLOAD_COLUMN_IDS,
  DOWNLOAD_COLUMN_IDS,
  DOWNLOADS_TABLE_ID,
  useDownloadColumns,
} from './downloadColumns';
import { pendingPollInterval } from './pendingPoll';
import { downloadsListParams } from './selfServiceQueries';
import { selfServiceSearch, type SelfServiceSearch } from './selfServiceSearch';

const columnSet = {
  tableId: DOWNLOADS_TABLE_ID,
  columnIds: DOWNLOAD_COLUMN_IDS,
  defaultColumnIds: DEFAULT_DOWNLOAD_COLUMN_IDS,
};
const rowKey = (file: DownloadFile) => file.id;

interface DownloadsTabProps {
  /** The screen's search, as its route holds it. */
  searchState: SearchState<SelfServiceSearch>;
  canManage: boolean;
}

/**
 * The downloads (spec 001 §3 Download file; §7 GET files, DELETE files/{id}, GET
 * files/{id}/download): newest first, paged by the server. A pending file is read again until it
 * is ready — the live connection's 'Téléchargement prêt' also refreshes it and starts the download
 * by itself (src/app/startReadyDownload.ts). Download goes through the shared checks (an http(s)
 * URL only; a missing or expired file and a failed transfer are told in words).
 */
export function DownloadsTab({ canManage, searchState }: DownloadsTabProps) {
  const view = listView(selfServiceSearch, searchState);
  const t = useMessage();
  const [deleting, setDeleting] = useState<DownloadFile | null>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const remove = filesResource.useRemove();
  const list = useQueryRegion({
    ...filesResource.listQuery(downloadsListParams(view.search)),
    // A failed read is not polled again (its Retry is the user's): one failure, one notification.
    refetchInterval: (query) => (query.state.status === 'error' ? false : pendingPollInterval(query.state.data?.data)),
  });

  const download = (file: DownloadFile) => {
    setDownloadingId(file.id);
    downloadFile(file.id, { save: saveFile, navigate: (url) => window.location.assign(url) })
      // The app's notification says why, in words (the download errors of spec 000 §8).
      .catch((error: unknown) => httpReporter().reportError(error))
      .finally(() => setDownloadingId(null));
  };
  const columns = useDownloadColumns({ download, downloadingId, remove: canManage ? setDeleting : null });

  return (
    <Stack gap="sm" pt="md">
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        label={t('selfService.downloads.table')}
        what={t('selfService.downloads.region')}
        countText={(count) => t('selfService.downloads.count', { count })}
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
