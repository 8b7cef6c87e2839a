import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/alerting-config/alerts/$alertId')({
  staticData: { titleId: 'page.alertEdit', parent: '/alerting-config', permission: 'alerting_configuration_view' },
  params: parseIdParams('alertId'),
});
