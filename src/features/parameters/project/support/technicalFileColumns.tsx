import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SupportFile } from '../../../../entities/structure/supportApi';
import type { MessageId } from '../../../../i18n/messages';
import { formatDateTime } from '../../../../lib/dateFormat';
import type { DataTableColumn } from '../../../../ui/DataTable/dataTableTypes';
import { formattedFileSize } from './fileSize';

/** spec 001 §3 Technical file: name, size, type, last read date, creation date; then the download. */
export const TECHNICAL_FILE_COLUMN_IDS = ['name', 'size', 'type', 'lastRead', 'created', 'actions'] as const;
export const DEFAULT_TECHNICAL_FILE_COLUMN_IDS = TECHNICAL_FILE_COLUMN_IDS;
export const TECHNICAL_FILES_TABLE_ID = 'technicalFiles';

const NAME_MAX_WIDTH = 360;

/** The columns in the user's language; the table sorts them itself (one page holds every file). */
export function useTechnicalFileColumns(download: (file: SupportFile) => ReactNode): DataTableColumn<SupportFile>[] {
  const intl = useIntl();
  return useMemo((): DataTableColumn<SupportFile>[] => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    const sizeText = (bytes: number) => {
      const { unit, size } = formattedFileSize(bytes, intl.locale);
      return intl.formatMessage({ id: `parameters.support.size.${unit}` }, { size });
    };
    return [
      {
        id: 'name',
        header: t('parameters.support.files.name'),
        maxWidth: NAME_MAX_WIDTH,
        cell: (file) => <span>{file.name}</span>,
        sortable: true,
        sortValue: (file) => file.name.toLocaleLowerCase(intl.locale),
      },
      {
        id: 'size',
        header: t('parameters.support.files.size'),
        align: 'end',
        cell: (file) => sizeText(file.size),
        sortable: true,
        sortValue: (file) => file.size,
      },
      {
        id: 'type',
        header: t('parameters.support.files.type'),
        cell: (file) => file.type.toUpperCase(),
        sortable: true,
        sortValue: (file) => file.type,
      },
      {
        id: 'lastRead',
        header: t('parameters.support.files.lastRead'),
        cell: (file) =>
          file.lastReadDate ? formatDateTime(file.lastReadDate) : t('parameters.support.files.neverRead'),
        sortable: true,
        sortValue: (file) => (file.lastReadDate ? Date.parse(file.lastReadDate) : null),
      },
      {
        id: 'created',
        header: t('parameters.support.files.created'),
        cell: (file) => formatDateTime(file.createdAt),
        sortable: true,
        sortValue: (file) => Date.parse(file.createdAt),
      },
      { id: 'actions', header: t('parameters.support.files.actions'), cell: download },
    ];
  }, [intl, download]);
}
