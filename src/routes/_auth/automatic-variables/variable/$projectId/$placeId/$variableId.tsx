import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/variable/$projectId/$placeId/$variableId')({
  staticData: {
    titleId: 'page.editVariable',
    parent: '/automatic-variables',
    permission: 'variable_configuration_manage',
  },
  params: parseIdParams('projectId', 'placeId', 'variableId'),
});
