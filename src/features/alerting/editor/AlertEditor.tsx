import { Alert as Notice, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/apiError';
import type { QueryRegion } from '../../../api/queryRegion';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { PROJECT_ALERT_TYPES } from '../../../entities/alerting/alertTypes';
import { structureChoicesQuery } from '../../../entities/structure/structureChoices';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { aggregationsQuery } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../ui/DataRegion/RegionLoading';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';
import { alertEditorQueries, alertResourceOf, type AlertEditorKind } from './alertEditorQueries';
import { editorTab, type AlertEditorSearch, type EditorTab } from './alertEditorSearch';
import { AlertForm } from './AlertForm';
import type { AlertEditorDone } from './useAlertEditorDone';
import { useEntityName } from '../../../ui/EntityNames';

export interface AlertEditorProps {
  kind: AlertEditorKind;
  /** The alert to edit; none to create one (alerts only). */
  alertId?: number;
  search: AlertEditorSearch;
  onTabChange: (tab: EditorTab) => void;
  /** After a save or a cancel: where to go (useAlertEditorDone). */
  onDone: AlertEditorDone;
}

const NOT_FOUND_CODES = ['ALERT_NOT_FOUND', 'PROJECT_ALERT_NOT_FOUND'];

/**
 * spec 000 §2 alerting-config: create an alert, edit an alert or a project alert (spec 000 §7 GET/PUT
 * alerts/{id}, project-alerts/{id}). The form opens once the alert (when editing), the types and
 * the levels are read, so that it starts from the stored values; contacts and scenarios are read
 * beside it, each with its own failed and stale states. Without alerting_configuration_manage the
 * alert is shown read-only.
 */
export function AlertEditor({ kind, alertId, search, onTabChange, onDone }: AlertEditorProps) {
  const t = useMessage();
  const readOnly = !hasPermission(useCurrentUser(), 'alerting_configuration_manage');
  const queries = alertEditorQueries(kind, alertId);
  const alert = useQueryRegion({ ...alertResourceOf(kind).detailQuery(alertId ?? 0), enabled: alertId !== undefined });
  useEntityName(
    kind === 'alert' ? '/alerting-config/alerts/$alertId' : '/alerting-config/project-alerts/$alertId',
    alert.data?.name,
  );
  const types = useQueryRegion(queries.types);
  const levels = useQueryRegion(queries.levels);
  const aggregations = useQueryRegion(aggregationsQuery.query());
  const structure = useQuery({ ...structureChoicesQuery(), enabled: alertId === undefined });

  const needed: [QueryRegion<unknown>, string][] = [
    ...(alertId === undefined ? [] : [[alert, t('alertEditor.region.alert')] as [QueryRegion<unknown>, string]]),
    [types, t('alertEditor.region.types')],
    [levels, t('alertEditor.region.levels')],
    [aggregations, t('alertEditor.region.aggregations')],
  ];
  const failed = needed.find(([region]) => region.state === 'failed');
  if (failed) {
    const [region, what] = failed;
    const error = region.state === 'failed' ? region.error : null;
    if (isApiError(error) && NOT_FOUND_CODES.some((code) => error.has(code)))
      return (
        <Notice color="gray" variant="outline" title={t('alertEditor.notFound')}>
          {t(kind === 'alert' ? 'error.ALERT_NOT_FOUND' : 'error.PROJECT_ALERT_NOT_FOUND')}
        </Notice>
      );
    if (region.state === 'failed') return <RegionFailure what={what} error={region.error} onRetry={region.retry} />;
  }
  const loading = needed.find(([region]) => region.state === 'loading');
  // A new alert opened on a project starts from it once the structure says its site and client.
  const waitingStructure = alertId === undefined && search.projectId !== undefined && structure.isPending;
  if (
    loading ||
    waitingStructure ||
    !types.data ||
    !levels.data ||
    !aggregations.data ||
    (alertId !== undefined && !alert.data)
  )
    return (
      <RegionLoading slow={loading?.[0].state === 'loading' && loading[0].slow} placeholder={<Skeleton h={420} />} />
    );

  const stale = needed.flatMap(([region, what]) => (region.state === 'stale' ? [{ region, what }] : []))[0];
  const typeNames = types.data.data
    .map((type) => type.name)
    .filter((name) => kind === 'alert' || PROJECT_ALERT_TYPES.includes(name));
  const place = alert.data?.project.place;
  const timeZoneOf = (placeId: number | null) =>
    place && place.id === placeId
      ? (place.timezone ?? null)
      : (structure.data?.places.find((candidate) => candidate.id === placeId)?.timezone ?? null);
  const start = alertId === undefined ? newAlertStart(search.projectId, structure.data) : undefined;

  return (
    <Stack gap="md">
      <AlertForm
        // Another alert read: a new form with its own defaults and draft.
        key={alertId ?? 'new'}
        kind={kind}
        {...(alert.data && alertId !== undefined ? { alert: alert.data } : {})}
        {...(start ? { start } : {})}
        types={typeNames}
        levels={levels.data.data.map((level) => level.name)}
        aggregations={aggregations.data.data}
        timeZoneOf={timeZoneOf}
        readOnly={readOnly}
        tab={editorTab(search)}
        onTabChange={onTabChange}
        onSaved={(outcome, scope) => onDone(outcome, scope)}
        onCancel={(scope) => onDone('cancelled', scope)}
        notice={
          stale ? (
            <RegionStaleLine
              what={stale.what}
              error={stale.region.error}
              updatedAt={stale.region.updatedAt}
              onRetry={stale.region.retry}
            />
          ) : null
        }
      />
    </Stack>
  );
}

/** A new alert starts in the project the URL names (the list's filter), with its site and client. */
function newAlertStart(
  projectId: number | undefined,
  structure: { projects: { id: number; place: { id: number; client: { id: number } } }[] } | undefined,
) {
  if (projectId === undefined) return {};
  const project = structure?.projects.find((candidate) => candidate.id === projectId);
  if (!project) return {};
  return { projectId, placeId: project.place.id, clientId: project.place.client.id };
}
