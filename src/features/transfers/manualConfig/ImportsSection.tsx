import { Alert, Stack, Title } from '@mantine/core';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { importsResource, type Import } from '../../../entities/transfers/importsApi';
import { ListTable } from '../../../entities/users/ListTable';
import { useMessage } from '../../../i18n/useMessage';
import { listView } from '../../../ui/DataTable/listView';
import { useErrorText } from '../../../ui/useErrorText';
import {
  IMPORT_COLUMN_IDS,
  IMPORT_DEFAULT_COLUMN_IDS,
  IMPORT_SITE_DEFAULT_COLUMN_IDS,
  IMPORTS_TABLE_ID,
  useImportColumns,
} from './importColumns';
import { manualConfigSearch, type ManualConfigSearch } from './manualConfigSearch';
import { useImportActions } from './useImportActions';

const rowKey = (item: Import) => item.id;

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
export function ImportsSection({ canManage, ...props }: ImportsSectionProps) {
  const view = listView(manualConfigSearch, props);
  const t = useMessage();
  const errorText = useErrorText();
  const list = useQueryRegion(importsResource.listQuery(manualConfigSearch.params(view.search)));
  const actions = useImportActions();
  const columns = useImportColumns(canManage ? actions : null);
  const columnSet = {
    tableId: IMPORTS_TABLE_ID,
    columnIds: IMPORT_COLUMN_IDS,
    defaultColumnIds: view.search.placeId === undefined ? IMPORT_DEFAULT_COLUMN_IDS : IMPORT_SITE_DEFAULT_COLUMN_IDS,
  };
  const failure = actions.failure;

  return (
    <Stack gap="sm" component="section" aria-labelledby="manual-config-imports">
      <Title order={2} size="h4" id="manual-config-imports">
        {t('manualConfig.imports.title')}
      </Title>
      <ListTable
        view={view}
        region={list}
        columnSet={columnSet}
        columns={columns}
        rowKey={rowKey}
        label={t('manualConfig.imports.table')}
        what={t('manualConfig.imports.what')}
        countText={(count) => t('manualConfig.imports.count', { count })}
        emptyText={t(view.filtered ? 'manualConfig.imports.emptyFiltered' : 'manualConfig.imports.empty')}
        notice={
          failure ? (
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
          ) : null
        }
      />
    </Stack>
  );
}
