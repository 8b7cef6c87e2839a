import { createFileRoute } from '@tanstack/react-router';
import { NewMaintenanceReportScreen } from '../../../features/reports/maintenance/NewMaintenanceReportScreen';
import { maintenanceAddSearchSchema } from '../../../features/reports/maintenance/maintenanceSearch';

/** spec 001 §2 bexrapports add: a new maintenance report; `projectId` is the project it starts on. */
export const Route = createFileRoute('/_auth/bexrapports/add')({
  staticData: { titleId: 'page.maintenanceReportAdd', parent: '/bexrapports', permission: 'maintenance_report_manage' },
  validateSearch: maintenanceAddSearchSchema,
  component: NewMaintenanceReportRoute,
});

function NewMaintenanceReportRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NewMaintenanceReportScreen
      search={search}
      onCreated={(report) =>
        void navigate({
          to: '/bexrapports/edit/$rapportId',
          params: { rapportId: report.id },
          ignoreBlocker: true,
        })
      }
      onCancel={() =>
        void navigate({ to: '/bexrapports', search: search.projectId ? { projectId: search.projectId } : {} })
      }
    />
  );
}
