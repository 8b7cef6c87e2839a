import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/alerting-config/project-alerts/$alertId')({
  staticData: {
    titleId: 'page.projectAlertEdit',
    parent: '/alerting-config',
    permission: 'alerting_configuration_view',
  },
  params: parseIdParams('alertId'),
});
