import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useMessage } from '../../../i18n/useMessage';
import type { Dashboard } from '../../../entities/explorer/api';
import { RefreshControl } from '../live/RefreshControl';
import type { RefreshInterval } from '../live/refreshInterval';
import { UpdatedAt } from '../live/UpdatedAt';
import { WallDialog } from '../wall/WallDialog';

export interface DashboardLiveControlsProps {
  dashboard: Dashboard;
  refresh: RefreshInterval | undefined;
  onRefreshChange: (refresh: RefreshInterval | undefined) => void;
}

/** How fresh the graphs are, how often they refresh themselves, and the wall display. */
export function DashboardLiveControls({ dashboard, refresh, onRefreshChange }: DashboardLiveControlsProps) {
  const t = useMessage();
  const [wall, setWall] = useState(false);
  return (
    <Group gap="sm" wrap="wrap" justify="flex-end">
      <UpdatedAt size="xs" />
      <RefreshControl value={refresh} onChange={onRefreshChange} />
      <Button variant="default" onClick={() => setWall(true)}>
        {t('wall.open')}
      </Button>
      {/* Mounted while open: each opening starts from this dashboard alone. */}
      {wall ? <WallDialog dashboard={dashboard} opened onClose={() => setWall(false)} /> : null}
    </Group>
  );
}
