import { createFileRoute } from '@tanstack/react-router';
import { cpeAddSearchSchema } from '../../../features/reports/cpe/cpeSearch';
import { CpeReportCreateScreen } from '../../../features/reports/cpe/report/CpeReportCreateScreen';

/** spec 001 §2 cperapports/add: a new CPE report, then its page with the server's figures. */
export const Route = createFileRoute('/_auth/cperapports/add')({
  staticData: { titleId: 'page.cpeReportAdd', parent: '/cperapports', permission: 'cpe_report_manage' },
  validateSearch: cpeAddSearchSchema,
  component: CpeReportCreateScreen,
});
