import { createFileRoute } from '@tanstack/react-router';
import { ProjectEnergySection } from '../../../../../features/parameters/project/ProjectEnergySection';
import { parseIdParams } from '../../../../-params';

export const Route = createFileRoute('/_auth/parameters/projects/$projectId/energy')({
  staticData: {
    titleId: 'page.projectEnergy',
    parent: '/parameters/projects/$projectId',
    permission: 'project_in_parameters_view',
  },
  params: parseIdParams('projectId'),
  component: ProjectEnergySection,
});
