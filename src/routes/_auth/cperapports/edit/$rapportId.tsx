import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/cperapports/edit/$rapportId')({
  staticData: { titleId: 'page.cpeReportEdit', parent: '/cperapports', permission: 'cpe_report_view' },
  params: parseIdParams('rapportId'),
});
