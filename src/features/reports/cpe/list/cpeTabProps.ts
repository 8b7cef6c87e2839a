import type { CpeSearch } from '../cpeSearch';

/** What each tab of the CPE page gets from the screen. */
export interface CpeTabProps {
  search: CpeSearch;
  onSearchChange: (next: CpeSearch, options?: { replace?: boolean }) => void;
  canManage: boolean;
  onOpenReport: (id: number) => void;
  onNewReport: () => void;
  onOpenProgram: (id: number) => void;
  onNewProgram: () => void;
}
