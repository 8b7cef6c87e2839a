import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/alerting-config/')({
  staticData: { titleId: 'page.alertingConfig', permission: 'alerting_configuration_view' },
});
