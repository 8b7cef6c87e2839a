import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MaintenanceScreen } from '../app/MaintenanceScreen';

/** `from`: the URL (path and search) the maintenance answer refused, where "Try again" goes back. */
const maintenanceSearchSchema = z.object({ from: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/maintenance')({
  staticData: { titleId: 'page.maintenance' },
  validateSearch: maintenanceSearchSchema,
  component: MaintenanceRoute,
});

function MaintenanceRoute() {
  const { from } = Route.useSearch();
  return <MaintenanceScreen from={from} />;
}
