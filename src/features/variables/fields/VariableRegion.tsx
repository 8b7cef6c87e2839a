import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isApiError } from '../../../api/apiError';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { variablesResource, type Variable } from '../../../entities/variables/api';
import { useMessage } from '../../../i18n/useMessage';
import { RegionFailure } from '../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../ui/DataRegion/RegionLoading';
import { RegionStaleLine } from '../../../ui/DataRegion/RegionStaleLine';

export interface VariableRegionProps {
  variableId: number;
  /** The way back to the list, offered when the variable cannot be shown. */
  back: ReactNode;
  children: (variable: Variable) => ReactNode;
}

/**
 * GET variables/{id} in its honest state (spec 000 §4): loading, a missing variable said so with
 * a way back, any other failure with its reason and Retry, and once shown, a failed refresh keeps
 * the variable (and the form's typing) on screen with "Could not refresh".
 */
export function VariableRegion({ variableId, back, children }: VariableRegionProps) {
  const t = useMessage();
  const region = useQueryRegion(variablesResource.detailQuery(variableId));
  const what = t('variables.fields.region');

  if (region.state === 'loading') return <RegionLoading slow={region.slow} placeholder={<Skeleton h={320} />} />;
  if (region.state === 'failed') {
    if (isApiError(region.error) && region.error.has('VARIABLE_NOT_FOUND')) {
      return (
        <Alert color="gray" variant="light" title={t('variables.fields.notFound.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('variables.fields.notFound.body')}</Text>
            {back}
          </Stack>
        </Alert>
      );
    }
    return (
      <Stack gap="xs" align="flex-start">
        <RegionFailure what={what} error={region.error} onRetry={region.retry} />
        {back}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {region.state === 'stale' ? (
        <RegionStaleLine what={what} error={region.error} updatedAt={region.updatedAt} onRetry={region.retry} />
      ) : null}
      {children(region.data)}
    </Stack>
  );
}
