import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../api/prefetchQueries';
import { ManualConfigScreen } from '../../features/transfers/manualConfig/ManualConfigScreen';
import { manualConfigQueries } from '../../features/transfers/manualConfig/manualConfigQueries';
import { manualConfigSearchSchema } from '../../features/transfers/manualConfig/manualConfigSearch';

/**
 * spec 001 §2 manual-config: a site's manual variables and their data imports. spec 001 §6 names
 * variable_import (view and manage): reading the imports needs variable_import_view; the writes
 * check variable_import_manage on the screen.
 */
export const Route = createFileRoute('/_auth/manual-config')({
  staticData: { titleId: 'page.manualConfig', permission: 'variable_import_view' },
  validateSearch: manualConfigSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // Prefetch without awaiting: the screen shows its frame at once and the rows as they come.
  loader: ({ context, deps }) => {
    void prefetchQueries(context.queryClient, manualConfigQueries(deps.search));
  },
  component: ManualConfigScreen,
});
