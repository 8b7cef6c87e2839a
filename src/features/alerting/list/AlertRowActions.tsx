import { Button, Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMessage } from '../../../i18n/useMessage';
import type { Alert } from '../../../entities/alerting/api';
import type { AlertTableTab } from './alertListSearch';

export interface AlertRowActionHandlers {
  toggleMuted: (alert: Alert) => void;
  toggleArchived: (alert: Alert) => void;
  /** Absent on the specific tab: project alerts have no DELETE (spec 000 §7). */
  askDelete?: (alert: Alert) => void;
}

interface AlertRowActionsProps extends AlertRowActionHandlers {
  alert: Alert;
  tab: AlertTableTab;
  /** A write on this alert is running. */
  busy: boolean;
}

/**
 * A row's actions (spec 000 §2: edit, mute or unmute, activate, archive, delete) in one menu, so
 * that the table stays narrow. Every name carries the alert's, so that a screen reader's list of
 * controls reads "Mute Pression haute" rather than a column of "Mute".
 */
export function AlertRowActions({ alert, tab, busy, toggleMuted, toggleArchived, askDelete }: AlertRowActionsProps) {
  const t = useMessage();
  const name = { name: alert.name };
  const editLabel = t('alertList.action.edit', name);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-xs" variant="default" loading={busy} aria-label={t('alertList.action.menu', name)}>
          {t('alertList.action.menuShort')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          aria-label={editLabel}
          renderRoot={(props) =>
            tab === 'standard' ? (
              <Link to="/alerting-config/alerts/$alertId" params={{ alertId: alert.id }} {...props} />
            ) : (
              <Link to="/alerting-config/project-alerts/$alertId" params={{ alertId: alert.id }} {...props} />
            )
          }
        >
          {t('alertList.action.editShort')}
        </Menu.Item>
        <Menu.Item
          aria-label={t(alert.enabled ? 'alertList.action.mute' : 'alertList.action.unmute', name)}
          onClick={() => toggleMuted(alert)}
        >
          {t(alert.enabled ? 'alertList.action.muteShort' : 'alertList.action.unmuteShort')}
        </Menu.Item>
        <Menu.Item
          aria-label={t(alert.archived ? 'alertList.action.activate' : 'alertList.action.archive', name)}
          onClick={() => toggleArchived(alert)}
        >
          {t(alert.archived ? 'alertList.action.activateShort' : 'alertList.action.archiveShort')}
        </Menu.Item>
        {askDelete && (
          <>
            <Menu.Divider />
            <Menu.Item aria-label={t('alertList.action.delete', name)} onClick={() => askDelete(alert)}>
              {t('alertList.action.deleteShort')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
