import { createFileRoute } from '@tanstack/react-router';
import { cpeAddSearchSchema } from '../../../features/reports/cpe/cpeSearch';
import { CpeProgramCreateScreen } from '../../../features/reports/cpe/programs/CpeProgramScreens';

/** spec 001 §2 cperapports/addprogram: a program sending a project's CPE report on its recurrence. */
export const Route = createFileRoute('/_auth/cperapports/addprogram')({
  staticData: { titleId: 'page.cpeProgramAdd', parent: '/cperapports', permission: 'cpe_report_manage' },
  validateSearch: cpeAddSearchSchema,
  component: CpeProgramCreateScreen,
});
