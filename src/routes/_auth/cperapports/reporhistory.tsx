import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { CpeHistoryScreen } from '../../../features/reports/cpe/history/CpeHistoryScreen';
import { cpeHistoryQueries } from '../../../features/reports/cpe/history/historyQueries';
import { cpeHistorySearchSchema } from '../../../features/reports/cpe/history/historySearch';

/** spec 001 §2 cperapports/reporhistory: the sending history of the CPE programs. */
export const Route = createFileRoute('/_auth/cperapports/reporhistory')({
  staticData: { titleId: 'page.cpeReportHistory', parent: '/cperapports', permission: 'cpe_report_view' },
  validateSearch: cpeHistorySearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, cpeHistoryQueries(deps.search));
  },
  component: CpeHistoryScreen,
});
