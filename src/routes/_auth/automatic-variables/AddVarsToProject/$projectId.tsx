import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/AddVarsToProject/$projectId')({
  staticData: {
    titleId: 'page.addVarsToProject',
    parent: '/automatic-variables',
    permission: 'variable_project_manage',
  },
  params: parseIdParams('projectId'),
});
