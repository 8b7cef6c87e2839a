import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/automatic-variables/historychangevar/$projectId')({
  staticData: { titleId: 'page.variableHistory', parent: '/automatic-variables', permission: 'history_view' },
  params: parseIdParams('projectId'),
});
