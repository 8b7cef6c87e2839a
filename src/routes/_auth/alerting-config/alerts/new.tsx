import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { prefetchQueries } from '../../../../api/prefetchQueries';
import { alertEditorQueries } from '../../../../features/alerting/editor/alertEditorQueries';
import { AlertEditorScreen } from '../../../../features/alerting/editor/AlertEditorScreen';
import {
  alertEditorDestination,
  alertEditorSearchSchema,
  type AlertEditorSearch,
  type AlertProjectScope,
} from '../../../../features/alerting/editor/alertEditorSearch';

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
  component: NewAlertRoute,
});

function NewAlertRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const done = useAlertEditorDone(search);
  return (
    <AlertEditorScreen
      kind="alert"
      search={search}
      onSearchChange={(next: AlertEditorSearch, options?: { replace?: boolean }) =>
        void navigate({ search: next, replace: options?.replace })
      }
      onDone={done}
    />
  );
}

/** After the creation: the list filtered on the new alert's project. A cancel asks first when something is unsaved. */
function useAlertEditorDone(search: AlertEditorSearch) {
  const navigate = useNavigate();
  return (outcome: 'created' | 'updated' | 'cancelled', scope: AlertProjectScope | null) => {
    const destination = alertEditorDestination(search, outcome, scope);
    const href =
      destination.kind === 'path'
        ? destination.href
        : destination.scope
          ? `/alerting-config?clientId=${destination.scope.clientId}&placeId=${destination.scope.placeId}&projectId=${destination.scope.projectId}`
          : '/alerting-config';
    void navigate({ href, ignoreBlocker: outcome !== 'cancelled' });
  };
}
