import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/cperapports/addprogram')({
  staticData: { titleId: 'page.cpeProgramAdd', parent: '/cperapports', permission: 'cpe_report_manage' },
});
