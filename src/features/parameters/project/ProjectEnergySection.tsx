import { Button, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryRegion } from '../../../api/useQueryRegion';
import {
  choiceLabel,
  projectChoicesQuery,
  projectEnergiesResource,
  type ProjectEnergy,
} from '../../../entities/structure/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useTableColumns } from '../../../entities/users/tableColumns';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { DataTable } from '../../../ui/DataTable/DataTable';
import { useHasDraft } from '../../../navigation/forms/useDraftForm';
import { ENERGY_COLUMN_IDS, ENERGY_DEFAULT_COLUMN_IDS, ENERGY_TABLE_ID, useEnergyColumns } from './energyColumns';
import { energyFormId, ProjectEnergyDialog } from './ProjectEnergyDialog';
import { offeredEnergyTypes } from './projectEnergyForm';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';

/** A project has one line per energy type, and there are ten types: one page holds them all. */
const ENERGY_LIMIT = 100;
const rowKey = (energy: ProjectEnergy) => energy.id;

const route = getRouteApi('/_auth/parameters/projects/$projectId/energy');

/**
 * The project's energies (spec 001 §3 Project energy, §7 GET project-energy?projectId=): energy
 * type, current and contract PER, emission factor; with project_manage, add, edit and delete
 * (after a confirmation). The types' labels come from GET choices, in the user's language.
 */
export function ProjectEnergySection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const { locale } = useIntl();
  const confirm = useConfirm();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const energies = useQueryRegion(projectEnergiesResource.listQuery({ projectId, limit: ENERGY_LIMIT }));
  const choices = useQueryRegion(projectChoicesQuery.query());
  const remove = projectEnergiesResource.useRemove();
  // A draft of a new energy left by a reload opens its dialog again.
  const [editing, setEditing] = useState<ProjectEnergy | 'new' | null>(useHasDraft(energyFormId(null)) ? 'new' : null);

  const types = choices.data?.data.energyTypes ?? [];
  const typeLabel = (code: string) => {
    const type = types.find((candidate) => candidate.code === code);
    return type ? choiceLabel(type, locale) : code;
  };
  const rows = energies.data?.data ?? [];

  const askDelete = async (energy: ProjectEnergy) => {
    const type = typeLabel(energy.energyType);
    const confirmed = await confirm({
      title: t('parameters.project.energy.deleteTitle'),
      message: t('parameters.project.energy.deleteMessage', { type }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(energy.id);
  };

  const columns = useEnergyColumns({
    typeLabel,
    actions: canManage
      ? {
          edit: (energy) => setEditing(energy),
          remove: (energy) => void askDelete(energy),
          busyId: remove.isPending ? remove.variables : null,
        }
      : null,
  });
  const columnChoice = useTableColumns(ENERGY_TABLE_ID, ENERGY_DEFAULT_COLUMN_IDS, ENERGY_COLUMN_IDS);
  const edited = editing === 'new' ? null : editing;
  const offered = offeredEnergyTypes(types, rows, edited);
  const canAdd = canManage && energies.data !== undefined && choices.data !== undefined && offered.length > 0;

  return (
    <Stack gap="sm">
      <ReadOnlyNotice readOnly={!canManage} />
      {choices.state === 'failed' ? (
        <RegionFailure what={t('parameters.project.energy.types')} error={choices.error} onRetry={choices.retry} />
      ) : null}
      <DataTable
        label={t('parameters.project.energy.table')}
        columns={columns}
        defaultColumnIds={ENERGY_DEFAULT_COLUMN_IDS}
        visibleColumnIds={columnChoice.visibleColumnIds}
        onVisibleColumnIdsChange={(ids) => columnChoice.setVisibleColumnIds(ids)}
        rows={rows}
        rowKey={rowKey}
        region={{ status: energies, what: t('parameters.project.energy.what') }}
        emptyText={t(canManage ? 'parameters.project.energy.emptyManage' : 'parameters.project.energy.empty')}
        toolbar={
          canAdd ? (
            <Button size="xs" onClick={() => setEditing('new')}>
              {t('parameters.project.energy.add')}
            </Button>
          ) : null
        }
      />
      {canManage &&
      energies.data !== undefined &&
      choices.data !== undefined &&
      offered.length === 0 &&
      editing === null ? (
        <Text size="sm" c="dimmed">
          {t('parameters.project.energy.allUsed')}
        </Text>
      ) : null}
      {editing !== null && canManage ? (
        <ProjectEnergyDialog
          key={edited?.id ?? 'new'}
          projectId={projectId}
          energy={edited}
          types={offered}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
