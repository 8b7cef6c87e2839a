import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { alertEditorQueries } from '../../../../features/alerting/editor/alertEditorQueries';
import { AlertEditScreen } from '../../../../features/alerting/editor/AlertEditorScreen';
import { alertEditorSearchSchema } from '../../../../features/alerting/editor/alertEditorSearch';
import { parseIdParams } from '../../../-params';

/**
 * spec 000 §2 alerting-config: edit an alert (GET/PUT alerts/{id}). Search: the open tab, and
 * `returnTo`, an internal path followed after a successful save (spec 000 §7).
 */
export const Route = createFileRoute('/_auth/alerting-config/alerts/$alertId')({
  staticData: { titleId: 'page.alertEdit', parent: '/alerting-config', permission: 'alerting_configuration_view' },
  params: parseIdParams('alertId'),
  validateSearch: alertEditorSearchSchema,
  // Prefetched, not awaited: a missing alert (ALERT_NOT_FOUND) is explained by the screen.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, alertEditorQueries('alert', params.alertId));
  },
  component: AlertEditScreen,
});
