import type { ScreenQueries } from '../../../../api/prefetchQueries';
import { cpeSendHistoryQuery } from '../../../../entities/reports/cpeProgramsApi';
import { cpeHistoryParams, type CpeHistorySearch } from './historySearch';

export const cpeHistoryListQuery = (search: CpeHistorySearch) => cpeSendHistoryQuery.query(cpeHistoryParams(search));

export const cpeHistoryQueries = (search: CpeHistorySearch): ScreenQueries => ({
  history: cpeHistoryListQuery(search),
});
