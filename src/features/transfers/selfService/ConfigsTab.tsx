import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { downloadConfigsResource, type DownloadConfig } from '../../../entities/transfers/downloadsApi';
import { useMessage } from '../../../i18n/useMessage';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { listView, type SearchState } from '../../../ui/DataTable/listView';
import { PagedListTable } from '../../../ui/DataTable/PagedListTable';
import { CONFIG_COLUMN_IDS, useConfigColumns } from './configColumns';
import { samplingChoiceOf } from './configForm';
import { configsListParams } from './selfServiceQueries';
import {
  configsSearch,
  configsSearchOf,
  variableParam,
  withSearchPatch,
  type ConfigsSearch,
  type SelfServiceSearch,
} from './selfServiceSearch';

const rowKey = (config: DownloadConfig) => config.id;

interface ConfigsTabProps {
  /** The screen's search, as its route holds it. */
  searchState: SearchState<SelfServiceSearch>;
  canManage: boolean;
  onRename: (config: DownloadConfig) => void;
}

/**
 * The saved configurations (spec 001 §3 Download config: title, project, number of variables;
 * §7 GET with projectId, PUT, DELETE download-configs/{id}): those of the chosen project, else all.
 * Load puts its variables, aggregations, sampling and project back into the selection (and the
 * URL); rename and delete (after a confirmation) need self_service_manage.
 */
export function ConfigsTab({ searchState, canManage, onRename }: ConfigsTabProps) {
  const t = useMessage();
  const { search } = searchState;
  // A change applied to the search the router holds when it runs (two quick changes keep both).
  const patch = (change: Partial<SelfServiceSearch>) =>
    searchState.update
      ? searchState.update((current) => withSearchPatch(current, change))
      : searchState.onSearchChange(withSearchPatch(search, change));
  // The list's own view: `page` is the screen's `configPage`.
  const view = listView(configsSearch, {
    search: configsSearchOf(search),
    onSearchChange: (next: ConfigsSearch) => patch({ configPage: next.page }),
  });
  const [deleting, setDeleting] = useState<DownloadConfig | null>(null);
  const remove = downloadConfigsResource.useRemove();
  const structure = useQuery(structureChoicesQuery());
  const list = useQueryRegion(downloadConfigsResource.listQuery(configsListParams(search)));
  const projectOf = (config: DownloadConfig) =>
    structure.data?.projects.find((project) => project.id === config.projectId);

  const load = (config: DownloadConfig) => {
    const project = projectOf(config);
    patch({
      v: config.variables.map(variableParam),
      sampling: samplingChoiceOf(config),
      title: config.title,
      projectId: config.projectId,
      placeId: project?.place.id,
      clientId: project?.place.client.id,
      configPage: undefined,
    });
  };
  const columns = useConfigColumns({
    projectName: (config) => projectOf(config)?.name ?? '',
    load,
    rename: canManage ? onRename : null,
    remove: canManage ? setDeleting : null,
  });
  const forProject = search.projectId !== undefined;

  return (
    <Stack gap="sm" pt="md">
      <PagedListTable
        view={view}
        region={list}
        columns={columns}
        defaultColumnIds={CONFIG_COLUMN_IDS}
        rowKey={rowKey}
        label={t('selfService.configs.table')}
        what={t('selfService.configs.region')}
        countText={(count) =>
          t(forProject ? 'selfService.configs.countProject' : 'selfService.configs.count', { count })
        }
        emptyText={t(forProject ? 'selfService.configs.emptyProject' : 'selfService.configs.empty')}
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
