import { Button, Group } from '@mantine/core';
import type { DownloadConfig } from '../../../entities/transfers/downloadsApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import type { DataTableColumn } from '../../../ui/DataTable/dataTableTypes';

/** spec 001 §3 Download config: title, project, number of variables, last change, actions. */
export const CONFIG_COLUMN_IDS = ['title', 'project', 'variables', 'updatedAt', 'actions'];

export interface ConfigActions {
  /** The configuration's project name, once the structure is read. */
  projectName: (config: DownloadConfig) => string;
  load: (config: DownloadConfig) => void;
  /** Null without self_service_manage (spec 001 §6). */
  rename: ((config: DownloadConfig) => void) | null;
  remove: ((config: DownloadConfig) => void) | null;
}

export function useConfigColumns({
  projectName,
  load,
  rename,
  remove,
}: ConfigActions): DataTableColumn<DownloadConfig>[] {
  const t = useMessage();
  return [
    {
      id: 'title',
      header: t('selfService.configs.column.title'),
      cell: (config) => <span>{config.title}</span>,
      maxWidth: 360,
    },
    { id: 'project', header: t('selfService.configs.column.project'), cell: projectName, maxWidth: 240 },
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
          {rename ? (
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={t('selfService.configs.renameLabel', { title: config.title })}
              onClick={() => rename(config)}
            >
              {t('selfService.configs.rename')}
            </Button>
          ) : null}
          {remove ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('selfService.configs.deleteLabel', { title: config.title })}
              onClick={() => remove(config)}
            >
              {t('selfService.configs.delete')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}
