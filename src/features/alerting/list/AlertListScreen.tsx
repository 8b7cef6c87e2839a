import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { ALERT_LIST_TABS, tabOf, withAlertListTab, type AlertListSearch } from './alertListSearch';
import { AlertTablePanel } from './AlertTablePanel';

export interface AlertListScreenProps {
  /** The route's validated search (alertListSearchSchema). */
  search: AlertListSearch;
  /** `replace` while typing, so that each pause in a text filter is not a history entry. */
  onSearchChange: (next: AlertListSearch, options?: { replace?: boolean }) => void;
  /** The scenarios tab's content (the route mounts it); none: the tab is not offered. */
  scenarios?: ReactNode;
}

/** The new alert's editor, in the list's project when one is chosen. */
function newAlertHref(projectId: number | undefined): string {
  const base = '/alerting-config/alerts/new';
  return projectId === undefined ? base : `${base}?projectId=${projectId}`;
}

/**
 * spec 000 §2 alerting-config: the alert configuration of the three kinds the spec names, as
 * tabs kept in the URL: standard alerts (GET alerts), specific ones (GET project-alerts) and the
 * scenarios (global and the site's). Each list tab is its own table, so that switching tabs never
 * shows one list's rows under the other's name while it loads.
 */
export function AlertListScreen({ search, onSearchChange, scenarios }: AlertListScreenProps) {
  const t = useMessage();
  const navigate = useNavigate();
  const canManage = hasPermission(useCurrentUser(), 'alerting_configuration_manage');
  const tabs = ALERT_LIST_TABS.filter((tab) => tab !== 'scenarios' || scenarios !== undefined);
  const tab = tabs.find((known) => known === tabOf(search)) ?? 'standard';
  const href = newAlertHref(search.projectId);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t(`alertList.tab.${tab}.hint`)}
        </Text>
        {canManage && (
          <Button
            component="a"
            href={href}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void navigate({ href });
            }}
          >
            {t('alertList.new')}
          </Button>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = tabs.find((known) => known === value);
          if (next) onSearchChange(withAlertListTab(search, next));
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((known) => (
            <Tabs.Tab key={known} value={known}>
              {t(`alertList.tab.${known}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="standard" pt="md">
          <AlertTablePanel key="standard" tab="standard" search={search} onSearchChange={onSearchChange} />
        </Tabs.Panel>
        <Tabs.Panel value="specific" pt="md">
          <AlertTablePanel key="specific" tab="specific" search={search} onSearchChange={onSearchChange} />
        </Tabs.Panel>
        {scenarios !== undefined && (
          <Tabs.Panel value="scenarios" pt="md">
            {scenarios}
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
