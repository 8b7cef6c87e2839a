import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQueryRegion } from '../../api/useQueryRegion';
import { projectSynopticsQuery, type Synoptic } from '../../entities/synoptic/api';
import { useCurrentUser } from '../../entities/users/currentUser';
import { useMessage } from '../../i18n/useMessage';
import { hasPermission } from '../../lib/permissions';
import { DataRegion } from '../../ui/DataRegion/DataRegion';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice';
import { SynopticNameDialog } from './SynopticNameDialog';
import { SynopticWorkspace } from './SynopticWorkspace';
import type { SynopticMode } from './synopticSearch';

export interface ProjectSynopticsProps {
  projectId: number;
  synopticId: number | undefined;
  mode: SynopticMode;
  onOpen: (synopticId: number | undefined, mode: SynopticMode) => void;
}

/**
 * A project's synoptics (spec 001 §2 synoptique, §7 project/synoptic) in their order, the one open
 * (the first by default) and, with synoptic manage (spec 001 §6), the way to add one.
 */
export function ProjectSynoptics({ projectId, synopticId, mode, onOpen }: ProjectSynopticsProps) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'synoptic_manage');
  const region = useQueryRegion(projectSynopticsQuery.query({ projectId }));
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('synoptic.list.title')}
        </Title>
        {canManage ? <Button onClick={() => setCreating(true)}>{t('synoptic.create.open')}</Button> : null}
      </Group>
      <ReadOnlyNotice readOnly={!canManage} />
      <DataRegion
        region={region}
        what={t('synoptic.list.what')}
        isEmpty={(page) => page.data.length === 0}
        empty={<Text c="dimmed">{t(canManage ? 'synoptic.list.emptyManage' : 'synoptic.list.empty')}</Text>}
      >
        {(page) => (
          <SynopticWorkspace
            projectId={projectId}
            synoptics={page.data}
            synopticId={synopticId}
            mode={canManage ? mode : 'view'}
            canManage={canManage}
            onOpen={onOpen}
          />
        )}
      </DataRegion>
      {creating ? (
        <SynopticNameDialog
          projectId={projectId}
          synoptic={null}
          onClose={(created: Synoptic | null) => {
            setCreating(false);
            if (created) onOpen(created.id, 'edit');
          }}
        />
      ) : null}
    </Stack>
  );
}
