import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/manual/$projectId/$variableId')({
  staticData: {
    titleId: 'page.editManualVariable',
    parent: '/automatic-variables',
    permission: 'variable_configuration_manage',
  },
  params: parseIdParams('projectId', 'variableId'),
});
