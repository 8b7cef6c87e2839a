import { Stack } from '@mantine/core';
import type { MessageId } from '../../i18n/messages';
import { useMessage } from '../../i18n/useMessage';
import { RouteTab, RouteTabs, searchTabActiveOptions } from '../../navigation/RouteTabs/RouteTabs';
import { CustomReportsTab } from './custom/CustomReportsTab';
import { OnDemandReportsTab } from './onDemand/OnDemandReportsTab';
import { DEFAULT_REPORT_TAB, reportTabOf, type ReportTab } from './reportSearch';
import type { ReportTabProps } from './reportTabProps';
import { ScheduledReportsTab } from './scheduled/ScheduledReportsTab';

const TABS = [
  { tab: 'manual', label: 'report.tab.manual' },
  { tab: 'automatic', label: 'report.tab.automatic' },
  { tab: 'custom', label: 'report.tab.custom' },
] as const satisfies readonly { tab: ReportTab; label: MessageId }[];

/** spec 001 §2 "report": the report kinds as tabs, each its own URL (`?tab=`). */
export function ReportScreen(props: ReportTabProps) {
  const t = useMessage();
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
