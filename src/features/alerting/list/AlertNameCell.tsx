import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Alert } from '../../../entities/alerting/api';
import type { AlertTableTab } from './alertListSearch';

/** An alert's name, a link to its editor (the project alert's on the specific tab); it opens in a new tab too. */
export function AlertNameCell({ alert, tab }: { alert: Alert; tab: AlertTableTab }) {
  return (
    <Anchor
      size="sm"
      title={alert.name}
      renderRoot={(props) =>
        tab === 'standard' ? (
          <Link to="/alerting-config/alerts/$alertId" params={{ alertId: alert.id }} {...props} />
        ) : (
          <Link to="/alerting-config/project-alerts/$alertId" params={{ alertId: alert.id }} {...props} />
        )
      }
    >
      {alert.name}
    </Anchor>
  );
}
