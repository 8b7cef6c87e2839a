import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { alertEditorQueries } from '../../../../features/alerting/editor/alertEditorQueries';
import { ProjectAlertEditScreen } from '../../../../features/alerting/editor/AlertEditorScreen';
import { alertEditorSearchSchema } from '../../../../features/alerting/editor/alertEditorSearch';
import { parseIdParams } from '../../../-params';

/**
 * spec 000 §2 alerting-config: edit a project alert (GET/PUT project-alerts/{id}; offline, nodata, com). Search: the open tab, and
 * `returnTo`, an internal path followed after a successful save (spec 000 §7).
 */
export const Route = createFileRoute('/_auth/alerting-config/project-alerts/$alertId')({
  staticData: {
    titleId: 'page.projectAlertEdit',
    parent: '/alerting-config',
    permission: 'alerting_configuration_view',
  },
  params: parseIdParams('alertId'),
  validateSearch: alertEditorSearchSchema,
  // Prefetched, not awaited: a missing alert (PROJECT_ALERT_NOT_FOUND) is explained by the screen.
  loader: ({ context, params }) => {
    void prefetchQueries(context.queryClient, alertEditorQueries('projectAlert', params.alertId));
  },
  component: ProjectAlertEditScreen,
});
