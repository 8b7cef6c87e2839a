import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type JSX } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import type { Scenario } from '../../../entities/alerting/scenariosApi';
import { placesResource } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { useHasDraft } from '../../../navigation/forms/useDraftForm';
import { SCENARIO_COLUMN_IDS, useScenarioColumns } from './scenarioColumns';
import { ScenarioDeleteDialog } from './ScenarioDeleteDialog';
import { scenarioDraftId, ScenarioEditor } from './ScenarioEditor';
import { ScenarioPlacePicker } from './ScenarioPlacePicker';
import { scenarioListQuery } from './scenarioQueries';
import { ScenarioTimeline } from './ScenarioTimeline';
import { useScenarioRights } from './useScenarioRights';

export interface ScenariosPanelProps {
  /** The site whose scenarios are listed (with the global ones); undefined: the global ones only. */
  placeId: number | undefined;
  /** When given, the panel shows a client → site picker (StructureFilter) and reports the choice. */
  onPlaceIdChange?: (placeId: number | undefined) => void;
}

/** spec 000 §9: the sites' time zone when none is known. */
const DEFAULT_TIME_ZONE = 'Europe/Paris';
const NO_SCENARIOS: Scenario[] = [];
const rowKey = (scenario: Scenario) => scenario.id;

type Editing = { scenario: Scenario | null } | null;

/**
 * The scenarios of a site and the global ones (spec 000 §3, §7; spec 001 §2 the site's scenarios
 * tab): the list with each schedule as "Lun, Mar · 8h à 18h", create, edit and delete (confirmed,
 * only when deletable), and when the ticked scenarios are active over the coming week. Global
 * scenarios are a superuser's to change (spec 000 §6): others see them read-only.
 */
export function ScenariosPanel({ placeId, onPlaceIdChange }: ScenariosPanelProps): JSX.Element {
  const t = useMessage();
  const rights = useScenarioRights();
  const list = useQueryRegion(scenarioListQuery(placeId));
  const place = useQuery({ ...placesResource.detailQuery(placeId ?? 0), enabled: placeId !== undefined });
  const rows = list.data ?? NO_SCENARIOS;
  const canCreate = rights.canManage && (placeId !== undefined || rights.superuser);
  // A new scenario typed before a reload comes back open, with its draft.
  const newDraftWaits = useHasDraft(scenarioDraftId(null));
  const [editing, setEditing] = useState<Editing>(canCreate && newDraftWaits ? { scenario: null } : null);
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(() => new Set());

  const columns = useScenarioColumns({
    rights,
    selected: selectedIds,
    onSelectedChange: (scenario, selected) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (selected) next.add(scenario.id);
        else next.delete(scenario.id);
        return next;
      }),
    onEdit: (scenario) => setEditing({ scenario }),
    onDelete: setDeleting,
  });
  const selected = useMemo(() => rows.filter((scenario) => selectedIds.has(scenario.id)), [rows, selectedIds]);
  const hasGlobal = rows.some((scenario) => scenario.placeId === null);
  const createControl = canCreate ? (
    <Button size="xs" onClick={() => setEditing({ scenario: null })}>
      {t('scenario.create')}
    </Button>
  ) : rights.canManage ? (
    <Text size="sm" c="dimmed">
      {t('scenario.create.needsSite')}
    </Text>
  ) : null;

  return (
    <Stack gap="md">
      {onPlaceIdChange ? <ScenarioPlacePicker placeId={placeId} onChange={onPlaceIdChange} /> : null}
      {!rights.canManage ? (
        <Text size="sm" c="dimmed">
          {t('scenario.readOnly.permission')}
        </Text>
      ) : !rights.superuser && hasGlobal ? (
        <Text size="sm" c="dimmed">
          {t('scenario.globalNote')}
        </Text>
      ) : null}
      <DataTable
        label={t('scenario.table.label')}
        columns={columns}
        defaultColumnIds={SCENARIO_COLUMN_IDS}
        rows={rows}
        rowKey={rowKey}
        region={{ status: list, what: t('scenario.region') }}
        emptyText={t('scenario.empty')}
        maxHeight={420}
        rowHeight={40}
        toolbar={createControl}
      />
      <ScenarioTimeline scenarios={selected} timeZone={place.data?.timezone ?? DEFAULT_TIME_ZONE} />
      {editing ? (
        <ScenarioEditor
          key={editing.scenario?.id ?? 'new'}
          scenario={editing.scenario}
          placeId={placeId}
          rights={rights}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ScenarioDeleteDialog scenario={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
