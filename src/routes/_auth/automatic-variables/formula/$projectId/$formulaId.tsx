import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/formula/$projectId/$formulaId')({
  staticData: {
    titleId: 'page.editFormula',
    parent: '/automatic-variables',
    permission: 'variable_configuration_manage',
  },
  params: parseIdParams('projectId', 'formulaId'),
});
