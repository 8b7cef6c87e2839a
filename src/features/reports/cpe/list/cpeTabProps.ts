import type { SearchState } from '../../../../ui/DataTable/listView';
import type { CpeSearch } from '../cpeSearch';

/** What each tab of the CPE page gets from the screen: the page's search, and where its rows lead. */
export interface CpeTabProps extends SearchState<CpeSearch> {
  canManage: boolean;
  onOpenReport: (id: number) => void;
  onNewReport: () => void;
  onOpenProgram: (id: number) => void;
  onNewProgram: () => void;
}
