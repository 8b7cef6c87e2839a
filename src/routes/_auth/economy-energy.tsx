import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../api/prefetchQueries';
import { EconomyEnergyScreen } from '../../features/savings/overview/EconomyEnergyScreen';
import { economyEnergyQueries, economyEnergySearchSchema } from '../../features/savings/overview/economyEnergySearch';

/** spec 001 §2 economy-energy: a project's yearly commitment follow-up and its AAPE, all in the URL. */
export const Route = createFileRoute('/_auth/economy-energy')({
  staticData: { titleId: 'page.economyEnergy', permission: 'energy_saving_view' },
  validateSearch: economyEnergySearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the figures as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, economyEnergyQueries(deps.search));
  },
  component: EconomyEnergyScreen,
});
