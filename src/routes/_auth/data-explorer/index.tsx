import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/data-explorer/')({
  staticData: { titleId: 'page.dataExplorer', permission: 'data_explorer_view' },
});
