import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/automatic-variables/')({
  staticData: { titleId: 'page.variables', permission: 'variable_configuration_view_page' },
});
