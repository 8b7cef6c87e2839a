import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Aape } from '../../../entities/savings/api';
import { aapeResource } from '../../../entities/savings/api';
import { StructureFilter } from '../../../entities/structure/StructureFilter/StructureFilter';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { cleanSearch } from '../../../lib/searchParams';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useHasDraft } from '../../../ui/forms/useDraftForm';
import { AapeDialog, aapeFormId } from '../aape/AapeDialog';
import { AapeView } from '../aape/AapeView';
import type { EconomyEnergySearch } from './economyEnergySearch';
import { ProjectSavings } from './ProjectSavings';
import { useProjectSavings, type ProjectSavings as ProjectSavingsData } from './useProjectSavings';

export interface EconomyEnergyScreenProps {
  search: EconomyEnergySearch;
  onSearchChange: (next: EconomyEnergySearch, options?: { replace?: boolean }) => void;
}

/**
 * spec 001 §2 economy-energy (issue 17 items 1–2): a project chosen in the structure, its yearly
 * commitment follow-up and its AAPE; the AAPE open in the URL shows its whole view.
 */
export function EconomyEnergyScreen({ search, onSearchChange }: EconomyEnergyScreenProps) {
  const t = useMessage();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="sm" p="md">
        <StructureFilter
          value={{ clientId: search.clientId, placeId: search.placeId, projectId: search.projectId }}
          onChange={(next) =>
            onSearchChange(cleanSearch({ clientId: next.clientId, placeId: next.placeId, projectId: next.projectId }))
          }
        />
      </Paper>
      {search.projectId === undefined ? (
        <Text c="dimmed">{t('savings.overview.chooseProject', { name: t('savings.name.short') })}</Text>
      ) : (
        <ProjectRegion
          key={search.projectId}
          projectId={search.projectId}
          aapeId={search.aapeId}
          onAapeChange={(aapeId) => onSearchChange(cleanSearch({ ...search, aapeId }))}
        />
      )}
    </Stack>
  );
}

function ProjectRegion({
  projectId,
  aapeId,
  onAapeChange,
}: {
  projectId: number;
  aapeId: number | undefined;
  onAapeChange: (aapeId: number | undefined) => void;
}) {
  const t = useMessage();
  const region = useProjectSavings(projectId);
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const confirm = useConfirm();
  const remove = aapeResource.useRemove();
  const name = t('savings.name.short');
  // A draft of a new AAPE left by a reload opens its dialog again.
  const [editing, setEditing] = useState<Aape | 'new' | null>(
    useHasDraft(aapeFormId(projectId, null)) && canManage ? 'new' : null,
  );

  const askDelete = async (aape: Aape) => {
    const confirmed = await confirm({
      title: t('savings.aape.deleteTitle', { name, number: aape.number }),
      message: t('savings.aape.deleteMessage', { name, number: aape.number, label: aape.name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(aape.id, { onSuccess: () => onAapeChange(undefined) });
  };

  const content = (data: ProjectSavingsData) => {
    const open = aapeId === undefined ? undefined : data.aapes.find((aape) => aape.id === aapeId);
    if (aapeId !== undefined && open === undefined) {
      return <Text c="dimmed">{t('savings.aape.notFound', { name })}</Text>;
    }
    if (open) {
      return (
        <AapeView
          aape={open}
          perimeters={data.perimetersByAape.get(open.id) ?? []}
          balances={data.balances}
          canManage={canManage}
          onBack={() => onAapeChange(undefined)}
          onEdit={() => setEditing(open)}
          onDelete={() => void askDelete(open)}
          deleting={remove.isPending && remove.variables === open.id}
        />
      );
    }
    return (
      <ProjectSavings
        data={data}
        canManage={canManage}
        onOpen={(id) => onAapeChange(id)}
        onCreate={() => setEditing('new')}
      />
    );
  };

  const edited = editing === 'new' ? null : editing;
  return (
    <>
      <DataRegion region={region} what={t('savings.overview.what', { name })}>
        {content}
      </DataRegion>
      {editing !== null && canManage ? (
        <AapeDialog
          key={edited?.id ?? 'new'}
          projectId={projectId}
          aape={edited}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onAapeChange(saved.id);
          }}
        />
      ) : null}
    </>
  );
}
