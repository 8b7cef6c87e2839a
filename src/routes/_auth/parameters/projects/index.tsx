import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/parameters/projects/')({
  staticData: { titleId: 'page.projects', parent: '/parameters', permission: 'project_in_parameters_view' },
});
