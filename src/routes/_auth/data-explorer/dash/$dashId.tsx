import { createFileRoute } from '@tanstack/react-router';
import { parseIdParams } from '../../../-params';

export const Route = createFileRoute('/_auth/data-explorer/dash/$dashId')({
  staticData: { titleId: 'page.dashboard', parent: '/data-explorer', permission: 'data_explorer_view' },
  params: parseIdParams('dashId'),
});
