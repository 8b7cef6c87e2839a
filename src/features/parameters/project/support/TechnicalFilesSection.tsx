import { Button } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import { supportFileDownload, type SupportFile } from '../../../../entities/structure/supportApi';
import { downloadFile } from '../../../../entities/transfers/downloadsApi';
import { useTableColumns } from '../../../../entities/users/tableColumns';
import { useMessage } from '../../../../i18n/useMessage';
import { saveFile } from '../../../../lib/saveFile';
import { DataTable } from '../../../../ui/DataTable/DataTable';
import { SupportSection } from './SupportSection';
import { technicalFilesQueries } from './supportQueries';
import {
  DEFAULT_TECHNICAL_FILE_COLUMN_IDS,
  TECHNICAL_FILE_COLUMN_IDS,
  TECHNICAL_FILES_TABLE_ID,
  useTechnicalFileColumns,
} from './technicalFileColumns';

const rowKey = (file: SupportFile) => file.fileId;

/** The browser goes to a link it may not read itself; downloadFile has checked it is http(s). */
const navigate = (url: string) => window.location.assign(url);

const route = getRouteApi('/_auth/parameters/projects/$projectId/technical-files');

/**
 * spec 001 §3 Technical files of the project, with their download: GET files/{id}/download, then
 * the file through the shared checks (downloadsApi.ts: only http(s) links; an expired file or a
 * failed transfer is told by the one error notification, spec 001 §8).
 */
export function TechnicalFilesSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const intl = useIntl();
  const files = useQueryRegion(technicalFilesQueries(projectId).files);
  const columnChoice = useTableColumns(
    TECHNICAL_FILES_TABLE_ID,
    DEFAULT_TECHNICAL_FILE_COLUMN_IDS,
    TECHNICAL_FILE_COLUMN_IDS,
  );
  // The server records the read: the refresh table reads the list again, for its "last read" column.
  const download = useMutation({
    mutationKey: supportFileDownload.key,
    mutationFn: (file: SupportFile) => downloadFile(file.fileId, { save: saveFile, navigate }),
  });
  const { mutate, isPending, variables } = download;
  const busyId = isPending ? variables.fileId : null;
  const downloadButton = useCallback(
    (file: SupportFile) => (
      <Button
        size="compact-xs"
        variant="default"
        loading={busyId === file.fileId}
        onClick={() => mutate(file)}
        aria-label={intl.formatMessage({ id: 'parameters.support.files.downloadLabel' }, { name: file.name })}
      >
        {intl.formatMessage({ id: 'parameters.support.files.download' })}
      </Button>
    ),
    [busyId, mutate, intl],
  );
  const columns = useTechnicalFileColumns(downloadButton);
  return (
    <SupportSection title={t('parameters.support.files.title')}>
      <DataTable
        label={t('parameters.support.files.table')}
        columns={columns}
        defaultColumnIds={DEFAULT_TECHNICAL_FILE_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={files.data?.data ?? []}
        rowKey={rowKey}
        region={{ status: files, what: t('parameters.support.files.what') }}
        emptyText={t('parameters.support.files.empty')}
        maxHeight="60vh"
      />
    </SupportSection>
  );
}
