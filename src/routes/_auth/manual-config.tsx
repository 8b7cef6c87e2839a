import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/manual-config')({
  staticData: { titleId: 'page.manualConfig', permission: 'variable_configuration_manage' },
});
