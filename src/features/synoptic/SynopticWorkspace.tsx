import { Box, Flex } from '@mantine/core';
import { useState } from 'react';
import type { Synoptic } from '../../entities/synoptic/api';
import { useMessage } from '../../i18n/useMessage';
import { useConfirm } from '../../ui/ConfirmDialog';
import { SynopticOrderList } from './SynopticOrderList';
import { SynopticPanel } from './SynopticPanel';
import type { SynopticMode } from './synopticSearch';
import { useSynopticOrder } from './useSynopticOrder';

export interface SynopticWorkspaceProps {
  projectId: number;
  synoptics: Synoptic[];
  synopticId: number | undefined;
  mode: SynopticMode;
  canManage: boolean;
  onOpen: (synopticId: number | undefined, mode: SynopticMode) => void;
}

/**
 * The ordered list beside the open synoptic (the first one unless the URL names another). Leaving
 * a configuration with unsaved changes for another synoptic or for the view asks first: the page
 * does not change, so the router's guard would not.
 */
export function SynopticWorkspace({
  projectId,
  synoptics,
  synopticId,
  mode,
  canManage,
  onOpen,
}: SynopticWorkspaceProps) {
  const t = useMessage();
  const confirm = useConfirm();
  const order = useSynopticOrder(projectId, synoptics);
  const [dirty, setDirty] = useState(false);
  const open = synoptics.find((synoptic) => synoptic.id === synopticId) ?? order.synoptics[0];

  const leave = async (synopticIdNext: number | undefined, modeNext: SynopticMode) => {
    if (dirty && mode === 'edit') {
      const sure = await confirm({
        title: t('synoptic.editor.leaveTitle'),
        message: t('synoptic.editor.leaveMessage'),
        confirmLabel: t('synoptic.editor.leave'),
        danger: true,
      });
      if (!sure) return;
      setDirty(false);
    }
    onOpen(synopticIdNext, modeNext);
  };

  return (
    <Flex gap="lg" direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Box w={{ base: '100%', md: 260 }} style={{ flexShrink: 0 }}>
        <SynopticOrderList
          order={order}
          openId={open?.id}
          canManage={canManage}
          onOpen={(id) => void leave(id, mode)}
        />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        {open ? (
          <SynopticPanel
            key={open.id}
            synoptic={open}
            mode={mode}
            canManage={canManage}
            onModeChange={(next) => void leave(open.id, next)}
            onDeleted={() => onOpen(undefined, 'view')}
            onDirtyChange={setDirty}
          />
        ) : null}
      </Box>
    </Flex>
  );
}
