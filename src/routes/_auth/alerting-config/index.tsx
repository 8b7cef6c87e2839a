import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../api/prefetchQueries';
import { AlertListScreen } from '../../../features/alerting/list/AlertListScreen';
import { alertListQueries } from '../../../features/alerting/list/alertListQueries';
import { alertListSearchSchema } from '../../../features/alerting/list/alertListSearch';

/**
 * spec 000 §2 alerting-config: the alert configuration (standard alerts, project alerts,
 * scenarios) as tabs; every tab, filter, page and sort lives in the URL.
 */
export const Route = createFileRoute('/_auth/alerting-config/')({
  staticData: { titleId: 'page.alertingConfig', permission: 'alerting_configuration_view' },
  validateSearch: alertListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, alertListQueries(deps.search));
  },
  component: AlertListScreen,
});
