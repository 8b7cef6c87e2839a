import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/cperapports/editprogram/$rapportId')({
  staticData: { titleId: 'page.cpeProgramEdit', parent: '/cperapports', permission: 'cpe_report_manage' },
  params: parseIdParams('rapportId'),
});
