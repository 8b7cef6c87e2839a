import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/data-explorer/graph/$dashId/$graphId')({
  staticData: { titleId: 'page.graph', parent: '/data-explorer/dash/$dashId', permission: 'data_explorer_view' },
  params: parseIdParams('dashId', 'graphId'),
});
