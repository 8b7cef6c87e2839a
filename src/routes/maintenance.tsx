import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceScreen } from '../app/MaintenanceScreen';

export const Route = createFileRoute('/maintenance')({
  staticData: { titleId: 'page.maintenance' },
  component: MaintenanceScreen,
});
