import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { importsResource, type Import } from '../../../entities/transfers/importsApi';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useMessage } from '../../../i18n/useMessage';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { useErrorText } from '../../../ui/useErrorText';
import {
  IMPORT_COLUMN_IDS,
  IMPORT_DEFAULT_COLUMN_IDS,
  IMPORT_SITE_DEFAULT_COLUMN_IDS,
  IMPORTS_TABLE_ID,
  useImportColumns,
} from './importColumns';
import {
  cleanManualConfigSearch,
  DEFAULT_IMPORT_PAGE_SIZE,
  IMPORT_PAGE_SIZES,
  importListParams,
  type ManualConfigSearch,
} from './manualConfigSearch';
import { useImportActions } from './useImportActions';

const PAGE_SIZES = [...IMPORT_PAGE_SIZES];
const rowKey = (item: Import) => item.id;
const isPageSize = (size: number) => IMPORT_PAGE_SIZES.find((known) => known === size);

export interface ImportsSectionProps {
  search: ManualConfigSearch;
  onSearchChange: (next: ManualConfigSearch) => void;
  canManage: boolean;
}

/**
 * spec 001 §2 "Data import: a file status list": the imports of the filters' client, site and status,
 * newest first, paged by the server, with the column chooser. Rows move through their steps as the
 * live connection announces them (manual_data_upload, manual_data_file_validation refresh the list:
 * src/entities/refreshes.ts), without a reload.
 */
export function ImportsSection({ search, onSearchChange, canManage }: ImportsSectionProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const list = useQueryRegion(importsResource.listQuery(importListParams(search)));
  const actions = useImportActions();
  const columns = useImportColumns(canManage ? actions : null);
  const defaultColumnIds = search.placeId === undefined ? IMPORT_DEFAULT_COLUMN_IDS : IMPORT_SITE_DEFAULT_COLUMN_IDS;
  const columnChoice = useTableColumns(IMPORTS_TABLE_ID, defaultColumnIds, IMPORT_COLUMN_IDS);
  const page = list.data;
  const total = page?.total_count ?? 0;
  const filtered = search.clientId !== undefined || search.placeId !== undefined || search.status !== undefined;
  const go = (next: ManualConfigSearch) => onSearchChange(cleanManualConfigSearch(next));
  const failure = actions.failure;

  return (
    <Stack gap="sm" component="section" aria-labelledby="manual-config-imports">
      <Title order={2} size="h4" id="manual-config-imports">
        {t('manualConfig.imports.title')}
      </Title>
      <Text size="sm" fw={500} aria-live="polite">
        {page ? t('manualConfig.imports.count', { count: total }) : null}
      </Text>
      {failure ? (
        <Alert
          color="red"
          role="alert"
          title={t(`manualConfig.failure.${failure.action}`, { name: failure.name })}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={actions.dismissFailure}
        >
          {failure.reason
            ? t(`manualConfig.failure.reason.${failure.reason}`, { name: failure.name })
            : errorText(failure.error)}
          {failure.statusChanged ? ` ${t('manualConfig.failure.statusChanged')}` : ''}
        </Alert>
      ) : null}
      <DataTable
        label={t('manualConfig.imports.table')}
        columns={columns}
        defaultColumnIds={defaultColumnIds}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={page?.data ?? []}
        rowKey={rowKey}
        paging={{
          page: search.page ?? 1,
          pageSize: search.pageSize ?? DEFAULT_IMPORT_PAGE_SIZE,
          total,
          pageSizes: PAGE_SIZES,
          onPageChange: (next) => go({ ...search, page: next }),
          onPageSizeChange: (size) => go({ ...search, pageSize: isPageSize(size), page: undefined }),
        }}
        region={{ status: list, what: t('manualConfig.imports.what') }}
        emptyText={t(filtered ? 'manualConfig.imports.emptyFiltered' : 'manualConfig.imports.empty')}
      />
    </Stack>
  );
}
