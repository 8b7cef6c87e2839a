import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AlertEditor } from './AlertEditor';
import { withEditorTab } from './alertEditorSearch';
import { useAlertEditorDone } from './useAlertEditorDone';

const newAlertRoute = getRouteApi('/_auth/alerting-config/alerts/new');
const alertRoute = getRouteApi('/_auth/alerting-config/alerts/$alertId');
const projectAlertRoute = getRouteApi('/_auth/alerting-config/project-alerts/$alertId');

// A tab change replaces the URL (each screen below): going back leaves the editor, not its last tab.

/** /alerting-config/alerts/new: create an alert, in the project the URL names (the list's filter). */
export function NewAlertScreen(): ReactElement {
  const search = newAlertRoute.useSearch();
  const navigate = newAlertRoute.useNavigate();
  const done = useAlertEditorDone(search);
  return (
    <AlertEditor
      kind="alert"
      search={search}
      onTabChange={(tab) => void navigate({ search: (current) => withEditorTab(current, tab), replace: true })}
      onDone={done}
    />
  );
}

/** /alerting-config/alerts/{alertId}: edit an alert (GET/PUT alerts/{id}). */
export function AlertEditScreen(): ReactElement {
  const { alertId } = alertRoute.useParams();
  const search = alertRoute.useSearch();
  const navigate = alertRoute.useNavigate();
  const done = useAlertEditorDone(search);
  return (
    <AlertEditor
      kind="alert"
      alertId={alertId}
      search={search}
      onTabChange={(tab) => void navigate({ search: (current) => withEditorTab(current, tab), replace: true })}
      onDone={done}
    />
  );
}

/** /alerting-config/project-alerts/{alertId}: edit a project alert (GET/PUT project-alerts/{id}). */
export function ProjectAlertEditScreen(): ReactElement {
  const { alertId } = projectAlertRoute.useParams();
  const search = projectAlertRoute.useSearch();
  const navigate = projectAlertRoute.useNavigate();
  const done = useAlertEditorDone(search);
  return (
    <AlertEditor
      kind="projectAlert"
      alertId={alertId}
      search={search}
      onTabChange={(tab) => void navigate({ search: (current) => withEditorTab(current, tab), replace: true })}
      onDone={done}
    />
  );
}
