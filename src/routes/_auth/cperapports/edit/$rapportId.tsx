import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { cpeReportQueries } from '../../../../features/reports/cpe/cpeQueries';
import { CpeReportScreen } from '../../../../features/reports/cpe/report/CpeReportScreen';
import { parseIdParams } from '../../../-params';

/** spec 001 §2 cperapports/edit/{rapportId}: a CPE report's figures, its PDF and its form. */
export const Route = createFileRoute('/_auth/cperapports/edit/$rapportId')({
  staticData: { titleId: 'page.cpeReportEdit', parent: '/cperapports', permission: 'cpe_report_view' },
  params: parseIdParams('rapportId'),
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, cpeReportQueries(params.rapportId));
  },
  component: CpeReportScreen,
});
