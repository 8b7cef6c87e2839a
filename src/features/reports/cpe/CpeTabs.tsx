import { useMessage } from '../../../i18n/useMessage';
import { RouteTab, RouteTabs, searchTabActiveOptions } from '../../../navigation/RouteTabs/RouteTabs';

export type CpeSection = 'reports' | 'programs' | 'history';

/**
 * The CPE area's three sections, each its own URL (spec 001 §2 cperapports): the reports
 * (/cperapports), the programs that send them (?tab=programs) and the sending history
 * (/cperapports/reporhistory).
 */
export function CpeTabs({ current }: { current: CpeSection }) {
  const t = useMessage();
  const mark = (section: CpeSection) => (section === current ? ('page' as const) : undefined);
  // Reports and schedules share one path.
  const active = (section: CpeSection) => searchTabActiveOptions(section === current);
  return (
    <RouteTabs label={t('cpeReport.sections')}>
      <RouteTab to="/cperapports" search={{}} aria-current={mark('reports')} activeOptions={active('reports')}>
        {t('cpeReport.section.reports')}
      </RouteTab>
      <RouteTab
        to="/cperapports"
        search={{ tab: 'programs' }}
        aria-current={mark('programs')}
        activeOptions={active('programs')}
      >
        {t('cpeReport.section.programs')}
      </RouteTab>
      <RouteTab
        to="/cperapports/reporhistory"
        search={{}}
        aria-current={mark('history')}
        activeOptions={active('history')}
      >
        {t('cpeReport.section.history')}
      </RouteTab>
    </RouteTabs>
  );
}
