import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { alertEditorQueries } from '../../../../features/alerting/editor/alertEditorQueries';
import { NewAlertScreen } from '../../../../features/alerting/editor/AlertEditorScreen';
import { alertEditorSearchSchema } from '../../../../features/alerting/editor/alertEditorSearch';

/**
 * spec 000 §2 alerting-config: create an alert (POST alerts). Search: the open tab and `projectId`,
 * the project the new alert starts in (the list's filter). After the creation, the list on that project.
 */
export const Route = createFileRoute('/_auth/alerting-config/alerts/new')({
  staticData: { titleId: 'page.alertCreate', parent: '/alerting-config', permission: 'alerting_configuration_manage' },
  validateSearch: alertEditorSearchSchema,
  loader: ({ context }) => {
    void prefetchQueries(context.queryClient, alertEditorQueries('alert'));
  },
  component: NewAlertScreen,
});
