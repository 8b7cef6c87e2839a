import { Stack, Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useRouteSearch } from '../../../navigation/useRouteSearch';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';
import { ConfigsTab } from './ConfigsTab';
import { ConfigTitleDialog, type ConfigDialogRequest } from './ConfigTitleDialog';
import { DownloadsTab } from './DownloadsTab';
import { ExportForm } from './ExportForm';
import { NameHistoryTab } from './NameHistoryTab';
import { SELF_SERVICE_TABS, selectionOf, withSearchPatch } from './selfServiceSearch';
import { useSelectedVariables } from './useSelectedVariables';

const route = getRouteApi('/_auth/data-self-service');

/**
 * spec 001 §2 data-self-service: "variable selection, filters, export, saved configurations,
 * downloads list, and variable-name history". The selection and the request above; the downloads,
 * the saved configurations and the names' history in tabs below, the open one in the URL. Reads
 * need self_service_view (the route's gate), writes self_service_manage, the history history_view.
 */
export function SelfServiceScreen(): ReactElement {
  const searchState = useRouteSearch(route.useSearch());
  const { search, onSearchChange, update } = searchState;
  const t = useMessage();
  const user = useCurrentUser();
  const canManage = hasPermission(user, 'self_service_manage');
  const canSeeHistory = hasPermission(user, 'history_view');
  const [dialog, setDialog] = useState<ConfigDialogRequest | null>(null);
  const selection = selectionOf(search);
  const { selected } = useSelectedVariables(selection.variables);
  const tab = search.tab === 'history' && !canSeeHistory ? 'downloads' : (search.tab ?? 'downloads');

  return (
    <Stack gap="lg">
      <ReadOnlyNotice readOnly={!canManage} />
      <ExportForm
        search={search}
        onSearchChange={onSearchChange}
        canManage={canManage}
        onSaveConfiguration={(variables) =>
          setDialog({ mode: 'save', variables, sampling: selection.sampling, projectId: search.projectId })
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = SELF_SERVICE_TABS.find((candidate) => candidate === value);
          if (next) update?.((current) => withSearchPatch(current, { tab: next }));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('selfService.tabs.label')}>
          <Tabs.Tab value="downloads">{t('selfService.tabs.downloads')}</Tabs.Tab>
          <Tabs.Tab value="configs">{t('selfService.tabs.configs')}</Tabs.Tab>
          {canSeeHistory ? <Tabs.Tab value="history">{t('selfService.tabs.history')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="downloads">
          <DownloadsTab searchState={searchState} canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="configs">
          <ConfigsTab
            searchState={searchState}
            canManage={canManage}
            onRename={(config) => setDialog({ mode: 'rename', config })}
          />
        </Tabs.Panel>
        {canSeeHistory ? (
          <Tabs.Panel value="history">
            <NameHistoryTab selected={selected} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      {dialog ? <ConfigTitleDialog request={dialog} onDone={() => setDialog(null)} /> : null}
    </Stack>
  );
}
