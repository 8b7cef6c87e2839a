import { createFileRoute } from '@tanstack/react-router';
import { AddVarsToProjectScreen } from '../../../../features/variables/addToProject/AddVarsToProjectScreen';
import { prefetchAddToProject } from '../../../../features/variables/addToProject/addToProjectQueries';
import { addToProjectSearchSchema } from '../../../../features/variables/addToProject/addToProjectSearch';
import { parseIdParams } from '../../../-params';

/** spec 000 §2 AddVarsToProject/{projectId}: attach variables of the project's site; the device shown in the URL. */
export const Route = createFileRoute('/_auth/automatic-variables/AddVarsToProject/$projectId')({
  staticData: {
    titleId: 'page.addVarsToProject',
    parent: '/automatic-variables',
    permission: 'variable_project_manage',
  },
  params: parseIdParams('projectId'),
  validateSearch: addToProjectSearchSchema,
  loaderDeps: ({ search }) => ({ deviceId: search.deviceId }),
  // Prefetched, not awaited: the screen shows its frame at once and each part as it comes.
  loader: ({ context, params, deps }) => {
    void prefetchAddToProject(context.queryClient, params.projectId, deps.deviceId);
  },
  component: AddVarsToProjectScreen,
});
