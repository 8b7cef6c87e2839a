import { Text } from '@mantine/core';
import { useState } from 'react';
import { aapeResource, type Aape } from '../../../entities/savings/api';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useHasDraft } from '../../../navigation/forms/useDraftForm';
import { AapeDialog, aapeFormId } from '../aape/AapeDialog';
import { AapeView } from '../aape/AapeView';
import { ProjectSavings } from './ProjectSavings';
import {
  useProjectSavings,
  type ProjectSavings as ProjectSavingsData,
} from '../../../entities/savings/useProjectSavings';

export interface ProjectRegionProps {
  projectId: number;
  /** The AAPE open, from the URL. */
  aapeId: number | undefined;
  onAapeChange: (aapeId: number | undefined) => void;
}

/**
 * One project's savings in their region: its follow-up and AAPE list, or the AAPE open; the AAPE
 * dialog (a draft of a new AAPE left by a reload opens it again) and the deletion's confirmation.
 */
export function ProjectRegion({ projectId, aapeId, onAapeChange }: ProjectRegionProps) {
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
