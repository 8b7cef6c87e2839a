import { Button, Menu } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { Dashboard } from '../../../entities/explorer/api';
import type { DashboardDialog } from './DashboardDialogs';

export interface DashboardActionsMenuProps {
  dashboard: Dashboard;
  onAction: (dialog: NonNullable<DashboardDialog>) => void;
  size?: 'compact-xs' | 'sm';
}

/**
 * A dashboard's rename, duplicate and delete in one menu. Every name carries the dashboard's, so
 * that a screen reader's list of controls reads "Duplicate Froid industriel" rather than a column
 * of "Duplicate".
 */
export function DashboardActionsMenu({ dashboard, onAction, size = 'compact-xs' }: DashboardActionsMenuProps) {
  const t = useMessage();
  const name = { name: dashboard.name };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size={size} variant="default" aria-label={t('explorerList.action.menu', name)}>
          {t('explorerList.action.menuShort')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          aria-label={t('explorerList.action.rename', name)}
          onClick={() => onAction({ action: 'rename', dashboard })}
        >
          {t('explorerList.action.renameShort')}
        </Menu.Item>
        <Menu.Item
          aria-label={t('explorerList.action.duplicate', name)}
          onClick={() => onAction({ action: 'duplicate', dashboard })}
        >
          {t('explorerList.action.duplicateShort')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          aria-label={t('explorerList.action.delete', name)}
          onClick={() => onAction({ action: 'delete', dashboard })}
        >
          {t('explorerList.action.deleteShort')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
