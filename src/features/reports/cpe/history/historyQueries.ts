import type { ScreenQueries } from '../../../../api/prefetchQueries';
import { cpeSendHistoryQuery } from '../../../../entities/reports/cpeProgramsApi';
import { cpeHistorySearch, type CpeHistorySearch } from './historySearch';

export const cpeHistoryListQuery = (search: CpeHistorySearch) =>
  cpeSendHistoryQuery.query(cpeHistorySearch.params(search));

export const cpeHistoryQueries = (search: CpeHistorySearch): ScreenQueries => ({
  history: cpeHistoryListQuery(search),
});
