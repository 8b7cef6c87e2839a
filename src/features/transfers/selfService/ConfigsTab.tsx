import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { downloadConfigsResource, type DownloadConfig } from '../../../entities/transfers/downloadsApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable/DataTable';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';
import { samplingChoiceOf } from './configForm';
import { variableParam } from './selfServiceSearch';
import { configsListParams } from './selfServiceQueries';
import { CONFIG_PAGE_SIZE, withSearchPatch, type SelfServiceSearch } from './selfServiceSearch';

const COLUMN_IDS = ['title', 'project', 'variables', 'updatedAt', 'actions'];
const rowKey = (config: DownloadConfig) => config.id;

interface ConfigsTabProps {
  search: SelfServiceSearch;
  onSearchChange: (next: SelfServiceSearch) => void;
  canManage: boolean;
  onRename: (config: DownloadConfig) => void;
}

/**
 * The saved configurations (spec 001 §3 Download config: title, project, number of variables;
 * §7 GET with projectId, PUT, DELETE download-configs/{id}): those of the chosen project, else all.
 * Load puts its variables, aggregations, sampling and project back into the selection (and the
 * URL); rename and delete (after a confirmation) need self_service_manage.
 */
export function ConfigsTab({ search, onSearchChange, canManage, onRename }: ConfigsTabProps) {
  const t = useMessage();
  const [deleting, setDeleting] = useState<DownloadConfig | null>(null);
  const remove = downloadConfigsResource.useRemove();
  const structure = useQuery(structureChoicesQuery());
  const list = useQueryRegion(downloadConfigsResource.listQuery(configsListParams(search)));
  const rows = list.data?.data ?? [];
  const total = list.data?.total_count ?? 0;
  const projectOf = (config: DownloadConfig) =>
    structure.data?.projects.find((project) => project.id === config.projectId);

  const load = (config: DownloadConfig) => {
    const project = projectOf(config);
    onSearchChange(
      withSearchPatch(search, {
        v: config.variables.map(variableParam),
        sampling: samplingChoiceOf(config),
        title: config.title,
        projectId: config.projectId,
        placeId: project?.place.id,
        clientId: project?.place.client.id,
        configPage: undefined,
      }),
    );
  };
  const columns: DataTableColumn<DownloadConfig>[] = [
    {
      id: 'title',
      header: t('selfService.configs.column.title'),
      cell: (config) => <span title={config.title}>{config.title}</span>,
      maxWidth: 360,
    },
    {
      id: 'project',
      header: t('selfService.configs.column.project'),
      cell: (config) => projectOf(config)?.name ?? '',
      maxWidth: 240,
    },
    {
      id: 'variables',
      header: t('selfService.configs.column.variables'),
      align: 'end',
      cell: (config) => config.variableCount,
    },
    {
      id: 'updatedAt',
      header: t('selfService.configs.column.updatedAt'),
      cell: (config) => formatDateTime(config.updatedAt ?? config.createdAt),
    },
    {
      id: 'actions',
      header: t('selfService.configs.column.actions'),
      width: 260,
      cell: (config) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('selfService.configs.loadLabel', { title: config.title })}
            onClick={() => load(config)}
          >
            {t('selfService.configs.load')}
          </Button>
          {canManage ? (
            <>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t('selfService.configs.renameLabel', { title: config.title })}
                onClick={() => onRename(config)}
              >
                {t('selfService.configs.rename')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={t('selfService.configs.deleteLabel', { title: config.title })}
                onClick={() => setDeleting(config)}
              >
                {t('selfService.configs.delete')}
              </Button>
            </>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm" pt="md">
      <Text size="sm" fw={500} aria-live="polite">
        {list.data
          ? search.projectId === undefined
            ? t('selfService.configs.count', { count: total })
            : t('selfService.configs.countProject', { count: total })
          : null}
      </Text>
      <DataTable
        label={t('selfService.configs.table')}
        columns={columns}
        defaultColumnIds={COLUMN_IDS}
        rows={rows}
        rowKey={rowKey}
        paging={{
          page: search.configPage ?? 1,
          pageSize: CONFIG_PAGE_SIZE,
          total,
          onPageChange: (page) => onSearchChange(withSearchPatch(search, { configPage: page })),
        }}
        region={{ status: list, what: t('selfService.configs.region') }}
        emptyText={
          search.projectId === undefined ? t('selfService.configs.empty') : t('selfService.configs.emptyProject')
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('selfService.configs.deleteDialog.title')}
        message={t('selfService.configs.deleteDialog.message', { title: deleting?.title ?? '' })}
        confirmLabel={t('selfService.configs.delete')}
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
