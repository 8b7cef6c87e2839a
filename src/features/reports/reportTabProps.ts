import type { ReportSearch } from './reportSearch';

/** What each tab of the report screen receives: the whole URL state, and a way to change it. */
export interface ReportTabProps {
  search: ReportSearch;
  onSearchChange: (next: ReportSearch, options?: { replace?: boolean }) => void;
}
