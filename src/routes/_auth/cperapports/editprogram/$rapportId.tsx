import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { cpeProgramQueries } from '../../../../features/reports/cpe/cpeQueries';
import { CpeProgramEditScreen } from '../../../../features/reports/cpe/programs/CpeProgramScreens';
import { parseIdParams } from '../../../-params';

/** spec 001 §2 cperapports/editprogram/{rapportId}: a program's recurrence, contacts and history. */
export const Route = createFileRoute('/_auth/cperapports/editprogram/$rapportId')({
  staticData: { titleId: 'page.cpeProgramEdit', parent: '/cperapports', permission: 'cpe_report_manage' },
  params: parseIdParams('rapportId'),
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, cpeProgramQueries(params.rapportId));
  },
  component: CpeProgramEditScreen,
});
