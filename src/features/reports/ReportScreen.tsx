import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { MessageId } from '../../i18n/messages';
import { useMessage } from '../../i18n/useMessage';
import { RouteTab, RouteTabs, searchTabActiveOptions } from '../../navigation/RouteTabs/RouteTabs';
import { useRouteSearch } from '../../navigation/useRouteSearch';
import { CustomReportsTab } from './custom/CustomReportsTab';
import { OnDemandReportsTab } from './onDemand/OnDemandReportsTab';
import { DEFAULT_REPORT_TAB, reportTabOf, type ReportTab } from './reportSearch';
import { ScheduledReportsTab } from './scheduled/ScheduledReportsTab';

const TABS = [
  { tab: 'manual', label: 'report.tab.manual' },
  { tab: 'automatic', label: 'report.tab.automatic' },
  { tab: 'custom', label: 'report.tab.custom' },
] as const satisfies readonly { tab: ReportTab; label: MessageId }[];

const route = getRouteApi('/_auth/report');

/** spec 001 §2 "report": the report kinds as tabs, each its own URL (`?tab=`). */
export function ReportScreen() {
  const t = useMessage();
  // Each tab's list reads and changes its own keys of the one search.
  const props = useRouteSearch(route.useSearch());
  const current = reportTabOf(props.search);
  return (
    <Stack gap={0}>
      <RouteTabs label={t('report.tabs')}>
        {TABS.map(({ tab, label }) => (
          <RouteTab
            key={tab}
            to="/report"
            search={{ tab: tab === DEFAULT_REPORT_TAB ? undefined : tab }}
            aria-current={tab === current ? 'page' : undefined}
            activeOptions={searchTabActiveOptions(tab === current)}
          >
            {t(label)}
          </RouteTab>
        ))}
      </RouteTabs>
      {current === 'manual' && <OnDemandReportsTab {...props} />}
      {current === 'automatic' && <ScheduledReportsTab {...props} />}
      {current === 'custom' && <CustomReportsTab {...props} />}
    </Stack>
  );
}
