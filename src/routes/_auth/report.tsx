import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../api/prefetchQueries';
import { ReportScreen } from '../../features/reports/ReportScreen';
import { reportQueries, reportSearchSchema } from '../../features/reports/reportSearch';

/** spec 001 §2 report: on-demand, scheduled and custom reports, the tab and each list's state in the URL. */
export const Route = createFileRoute('/_auth/report')({
  staticData: { titleId: 'page.report', permission: 'personalized_report_view' },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the lists as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, reportQueries(deps.search));
  },
  component: ReportScreen,
});
