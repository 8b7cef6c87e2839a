import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { projectsResource } from '../../../entities/structure/api';
import { useMessage } from '../../../i18n/useMessage';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../ui/DataRegion/RegionLoading';
import { BackToVariables } from '../fields/BackToVariables';
import { ManualVariableCreateForm } from './ManualVariableCreateForm';

const route = getRouteApi('/_auth/automatic-variables/manual/$projectId/');

/**
 * automatic-variables/manual/{projectId} (spec 000 §2, §7 POST variables): a new manual variable
 * of the project, created on the project's site. The project is read first (GET project/{id}):
 * without it there is no site to create the variable on, and the screen says why.
 */
export function ManualVariableCreateScreen(): ReactElement {
  const { projectId } = route.useParams();
  const navigate = route.useNavigate();
  // Opens the new variable's editor (manual/{projectId}/{id}).
  const onCreated = (variableId: number) =>
    void navigate({ to: '/automatic-variables/manual/$projectId/$variableId', params: { projectId, variableId } });
  // Cancel has dropped what was typed: the leave guard has nothing to ask.
  const onBack = () => void navigate({ to: '/automatic-variables', search: { projectId }, ignoreBlocker: true });
  const t = useMessage();
  const region = useQueryRegion(projectsResource.detailQuery(projectId));
  const back = <BackToVariables projectId={projectId} />;

  if (region.state === 'loading') return <RegionLoading slow={region.slow} placeholder={<Skeleton h={320} />} />;
  if (region.state === 'failed') {
    if (isApiError(region.error) && region.error.has('PROJECT_NOT_FOUND')) {
      return (
        <Alert color="gray" variant="light" title={t('variables.manual.projectNotFound.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('error.PROJECT_NOT_FOUND')}</Text>
            {back}
          </Stack>
        </Alert>
      );
    }
    return (
      <Stack gap="xs" align="flex-start">
        <RegionFailure what={t('variables.manual.projectRegion')} error={region.error} onRetry={region.retry} />
        {back}
      </Stack>
    );
  }
  // A failed refresh of the project changes nothing here: its site is what matters, and ids do not move.
  return <ManualVariableCreateForm project={region.data} onCreated={onCreated} onBack={onBack} />;
}
