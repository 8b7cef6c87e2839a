import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { ScenariosPanel } from '../scenarios/ScenariosPanel';
import { ALERT_LIST_TABS, alertListSearch, tabOf, withAlertListTab } from './alertListSearch';
import { AlertTablePanel } from './AlertTablePanel';

const route = getRouteApi('/_auth/alerting-config/');

/**
 * spec 000 §2 alerting-config: the alert configuration of the three kinds the spec names, as
 * tabs kept in the URL: standard alerts (GET alerts), specific ones (GET project-alerts) and the
 * scenarios (the global ones and the chosen site's, in the scenarios panel). Each list tab is its
 * own table, so that switching tabs never shows one list's rows under the other's name while it
 * loads.
 */
export function AlertListScreen(): ReactElement {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'alerting_configuration_manage');
  const tab = tabOf(search);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t(`alertList.tab.${tab}.hint`)}
        </Text>
        {canManage && tab !== 'scenarios' && (
          // The new alert starts in the list's project when one is chosen; a real link (new tab too).
          <Button
            renderRoot={(props) => (
              <Link
                to="/alerting-config/alerts/new"
                search={search.projectId === undefined ? {} : { projectId: search.projectId }}
                {...props}
              />
            )}
          >
            {t('alertList.new')}
          </Button>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = ALERT_LIST_TABS.find((known) => known === value);
          if (next) void navigate({ search: (current) => withAlertListTab(current, next) });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {ALERT_LIST_TABS.map((known) => (
            <Tabs.Tab key={known} value={known}>
              {t(`alertList.tab.${known}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="standard" pt="md">
          <AlertTablePanel key="standard" tab="standard" />
        </Tabs.Panel>
        <Tabs.Panel value="specific" pt="md">
          <AlertTablePanel key="specific" tab="specific" />
        </Tabs.Panel>
        <Tabs.Panel value="scenarios" pt="md">
          {/* The site is the URL's placeId, shared with the alert lists' site filter. */}
          <ScenariosPanel
            placeId={search.placeId}
            onPlaceIdChange={(placeId) =>
              void navigate({
                search: (current) =>
                  alertListSearch.withFilter(current, { placeId, clientId: undefined, projectId: undefined }),
              })
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
