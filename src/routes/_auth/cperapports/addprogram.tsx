import { createFileRoute } from '@tanstack/react-router';
import { cpeAddSearchSchema } from '../../../features/reports/cpe/cpeSearch';
import { CpeProgramCreateScreen } from '../../../features/reports/cpe/programs/CpeProgramScreens';

/** spec 001 §2 cperapports/addprogram: a program sending a project's CPE report on its recurrence. */
export const Route = createFileRoute('/_auth/cperapports/addprogram')({
  staticData: { titleId: 'page.cpeProgramAdd', parent: '/cperapports', permission: 'cpe_report_manage' },
  validateSearch: cpeAddSearchSchema,
  component: CpeProgramAddRoute,
});

function CpeProgramAddRoute() {
  const navigate = Route.useNavigate();
  const { projectId } = Route.useSearch();
  return (
    <CpeProgramCreateScreen
      projectId={projectId}
      onSaved={(program) =>
        void navigate({
          to: '/cperapports/editprogram/$rapportId',
          params: { rapportId: program.id },
          ignoreBlocker: true,
        })
      }
      onCancel={() => void navigate({ to: '/cperapports', search: { tab: 'programs' } })}
    />
  );
}
