import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { CpeScreen } from '../../../features/reports/cpe/list/CpeScreen';
import { cpeQueries } from '../../../features/reports/cpe/cpeQueries';
import { cpeSearchSchema } from '../../../features/reports/cpe/cpeSearch';

/** spec 001 §2 cperapports: the CPE reports and (tab=programs) the programs that send them. */
export const Route = createFileRoute('/_auth/cperapports/')({
  staticData: { titleId: 'page.cpeReports', permission: 'cpe_report_view' },
  validateSearch: cpeSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, cpeQueries(deps.search));
  },
  component: CpeScreen,
});
