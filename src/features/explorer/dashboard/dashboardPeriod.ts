import type { Dashboard } from '../../../entities/explorer/api';
import { isDateShortcut } from '../../../lib/dateRanges';
import { dateRangeFromSearch, type DateRangeValue } from '../../../ui/DateRangePicker/dateRangeValue';
import type { ExplorerSearch } from '../period/explorerSearch';

/**
 * The dashboard's period: the URL's (a shared link reopens the same view), else the shortcut the
 * dashboard saved as its default (dashboardFrontConfig.dateRange), else null, the default two
 * weeks (spec 000 §9).
 */
export function dashboardPeriodValue(search: ExplorerSearch, dashboard: Dashboard | undefined): DateRangeValue {
  const fromUrl = dateRangeFromSearch(search);
  if (fromUrl) return fromUrl;
  const saved = dashboard?.dashboardFrontConfig?.dateRange;
  return isDateShortcut(saved) ? { shortcut: saved } : null;
}

/** The graphs in their dashboard order: by row, then by id for equal rows. */
export function orderedGraphs(dashboard: Dashboard): Dashboard['graphs'] {
  return [...dashboard.graphs].sort((left, right) => left.row - right.row || left.id - right.id);
}
