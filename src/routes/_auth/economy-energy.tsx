import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/economy-energy')({
  staticData: { titleId: 'page.economyEnergy', permission: 'energy_saving_view' },
});
