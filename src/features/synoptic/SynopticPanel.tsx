import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { synopticResource, type Synoptic } from '../../entities/synoptic/api';
import { useMessage } from '../../i18n/useMessage';
import { useConfirm } from '../../ui/ConfirmDialog';
import { SaveFailure } from '../../navigation/forms/SaveFailure';
import { SynopticEditor } from './editor/SynopticEditor';
import { SynopticNameDialog } from './SynopticNameDialog';
import type { SynopticMode } from './synopticSearch';
import { SynopticView } from './view/SynopticView';

export interface SynopticPanelProps {
  synoptic: Synoptic;
  mode: SynopticMode;
  canManage: boolean;
  onModeChange: (mode: SynopticMode) => void;
  onDeleted: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One synoptic: its name, its view and, with synoptic manage (spec 001 §6), its configuration,
 * rename and delete (asked first: spec 000 §5).
 */
export function SynopticPanel({
  synoptic,
  mode,
  canManage,
  onModeChange,
  onDeleted,
  onDirtyChange,
}: SynopticPanelProps) {
  const t = useMessage();
  const confirm = useConfirm();
  const remove = synopticResource.useRemove();
  const [renaming, setRenaming] = useState(false);
  const name = { name: synoptic.name };

  const askDelete = async () => {
    const sure = await confirm({
      title: t('synoptic.delete.title', name),
      message: t('synoptic.delete.message', name),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (sure) remove.mutate(synoptic.id, { onSuccess: onDeleted });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {synoptic.name}
        </Title>
        {canManage ? (
          <Group gap="xs">
            <SegmentedControl
              aria-label={t('synoptic.mode.label')}
              value={mode}
              onChange={(value) => onModeChange(value === 'edit' ? 'edit' : 'view')}
              data={[
                { value: 'view', label: t('synoptic.mode.view') },
                { value: 'edit', label: t('synoptic.mode.edit') },
              ]}
            />
            <Button variant="default" onClick={() => setRenaming(true)}>
              {t('synoptic.rename.open')}
            </Button>
            <Button variant="default" color="red" onClick={() => void askDelete()} loading={remove.isPending}>
              {t('common.delete')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {remove.error ? <SaveFailure title={t('synoptic.delete.failed')} error={remove.error} /> : null}
      {mode === 'edit' && canManage ? (
        <SynopticEditor synoptic={synoptic} onDirtyChange={onDirtyChange} />
      ) : (
        <SynopticView synoptic={synoptic} />
      )}
      {renaming ? (
        <SynopticNameDialog projectId={synoptic.projectId} synoptic={synoptic} onClose={() => setRenaming(false)} />
      ) : null}
    </Stack>
  );
}
