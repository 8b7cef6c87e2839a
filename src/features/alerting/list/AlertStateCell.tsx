import { Badge, Group } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { Alert } from '../../../entities/alerting/api';

const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/** spec 000 §4 "Alert: enabled or muted; activated or archived", as two tags. */
export function AlertStateCell({ alert }: { alert: Pick<Alert, 'enabled' | 'archived'> }) {
  const t = useMessage();
  const muteColor = alert.enabled ? 'green' : 'gray';
  const archiveColor = alert.archived ? 'orange' : 'blue';
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={muteColor} c={badgeTextColor(muteColor)} style={WHOLE}>
        {t(alert.enabled ? 'alertList.state.enabled' : 'alertList.state.muted')}
      </Badge>
      <Badge variant="light" color={archiveColor} c={badgeTextColor(archiveColor)} style={WHOLE}>
        {t(alert.archived ? 'alertList.state.archived' : 'alertList.state.active')}
      </Badge>
    </Group>
  );
}
