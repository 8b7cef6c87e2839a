import { Badge, Button, Group, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { DOWNLOAD_STATUSES } from '../../../entities/transfers/downloadsApi';
import { type DownloadFile } from '../../../entities/transfers/downloadsApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { fileSizeText } from './fileSize';

export const DOWNLOADS_TABLE_ID = 'selfServiceDownloads';
export const DOWNLOAD_COLUMN_IDS = ['name', 'status', 'size', 'createdAt', 'lastDownloadAt', 'actions'] as const;
/** spec 001 §3 Download file: name, status, size, creation and last-download dates. */
export const DEFAULT_DOWNLOAD_COLUMN_IDS = [...DOWNLOAD_COLUMN_IDS];

const COLOR: Record<(typeof DOWNLOAD_STATUSES)[number], string> = { pending: 'blue', ready: 'green', failed: 'red' };

export interface DownloadActions {
  download: (file: DownloadFile) => void;
  downloadingId: number | null;
  /** Null without self_service_manage (spec 001 §6). */
  remove: ((file: DownloadFile) => void) | null;
}

export function useDownloadColumns(actions: DownloadActions): DataTableColumn<DownloadFile>[] {
  const t = useMessage();
  const { locale } = useIntl();
  return [
    {
      id: 'name',
      header: t('selfService.downloads.column.name'),
      cell: (file) => <span>{file.name}</span>,
      maxWidth: 360,
    },
    {
      id: 'status',
      header: t('selfService.downloads.column.status'),
      width: 130,
      cell: (file) => (
        <Group gap={6} wrap="nowrap">
          {file.status === 'pending' ? <Loader size={12} aria-hidden="true" /> : null}
          <Badge size="sm" variant="light" color={COLOR[file.status]} c={badgeTextColor(COLOR[file.status])}>
            {t(`selfService.downloads.status.${file.status}`)}
          </Badge>
        </Group>
      ),
    },
    {
      id: 'size',
      header: t('selfService.downloads.column.size'),
      align: 'end',
      cell: (file) => (file.size == null ? '' : fileSizeText(file.size, locale)),
    },
    {
      id: 'createdAt',
      header: t('selfService.downloads.column.createdAt'),
      cell: (file) => formatDateTime(file.createdAt),
    },
    {
      id: 'lastDownloadAt',
      header: t('selfService.downloads.column.lastDownloadAt'),
      cell: (file) => (file.lastDownloadAt ? formatDateTime(file.lastDownloadAt) : t('selfService.downloads.never')),
    },
    {
      id: 'actions',
      header: t('selfService.downloads.column.actions'),
      width: 210,
      cell: (file) => (
        <Group gap={4} wrap="nowrap">
          {file.status === 'ready' ? (
            <Button
              size="compact-sm"
              variant="default"
              loading={actions.downloadingId === file.id}
              aria-label={t('selfService.downloads.downloadLabel', { name: file.name })}
              onClick={() => actions.download(file)}
            >
              {t('selfService.downloads.download')}
            </Button>
          ) : null}
          {actions.remove ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('selfService.downloads.deleteLabel', { name: file.name })}
              onClick={() => actions.remove?.(file)}
            >
              {t('selfService.downloads.delete')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}
