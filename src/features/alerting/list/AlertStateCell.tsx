import { Badge, Group } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { Alert } from '../../../entities/alerting/api';

const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/**
 * spec 000 §4 "Alert: enabled or muted; activated or archived": the mute state always, and
 * "Archived" only when it is (active is the list's default filter, so saying it on every row
 * would only take room).
 */
export function AlertStateCell({ alert }: { alert: Pick<Alert, 'enabled' | 'archived'> }) {
  const t = useMessage();
  const muteColor = alert.enabled ? 'green' : 'gray';
  const archiveColor = 'orange';
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={muteColor} c={badgeTextColor(muteColor)} style={WHOLE}>
        {t(alert.enabled ? 'alertList.state.enabled' : 'alertList.state.muted')}
      </Badge>
      {alert.archived && (
        <Badge variant="light" color={archiveColor} c={badgeTextColor(archiveColor)} style={WHOLE}>
          {t('alertList.state.archived')}
        </Badge>
      )}
    </Group>
  );
}
