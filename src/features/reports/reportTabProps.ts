import type { SearchState } from '../../ui/DataTable/listView';
import type { ReportSearch } from './reportSearch';

/** What each tab of the report screen receives: the whole URL state, and a way to change it. */
export type ReportTabProps = SearchState<ReportSearch>;
