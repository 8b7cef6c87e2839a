import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/formula/$projectId/')({
  staticData: {
    titleId: 'page.createFormula',
    parent: '/automatic-variables',
    permission: 'variable_configuration_manage',
  },
  params: parseIdParams('projectId'),
});
