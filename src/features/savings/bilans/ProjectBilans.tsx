import { Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { projectBilansQuery } from '../../../entities/savings/balanceApi';
import { useCurrentUser } from '../../../entities/users/currentUser';
import { useMessage } from '../../../i18n/useMessage';
import { hasPermission } from '../../../lib/permissions';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
import { BilanYearSection } from './BilanYearSection';
import { bilanYears } from './bilanYears';
import { useDeleteBilan } from './useDeleteBilan';

/** What the Energy balance tab reads; the route's loader prefetches it. */
export const projectBilansTabQuery = (projectId: number) => projectBilansQuery.query({ projectId });

const route = getRouteApi('/_auth/parameters/projects/$projectId/balance');

/**
 * The project's Energy balance tab (spec 001 §2, §3 "Bilan per project", §7 GET balance/project/
 * {projectId}): per year, latest first, the balance AAPE by number with their savings; with
 * project_manage, a year's bilan is deleted after a confirmation (spec 001 §4), its failures
 * ('Bilan not found', 'BalanceAape not found', spec 001 §8) said translated.
 */
export function ProjectBilans() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const confirm = useConfirm();
  const canManage = hasPermission(useCurrentUser(), 'project_manage');
  const bilans = useQueryRegion(projectBilansTabQuery(projectId));
  const remove = useDeleteBilan();
  const [failure, setFailure] = useState<{ year: number; error: unknown } | null>(null);

  const askDelete = async (year: number) => {
    const confirmed = await confirm({
      title: t('savings.bilans.deleteTitle', { year }),
      message: t('savings.bilans.deleteMessage', { year }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    setFailure(null);
    remove.mutate({ projectId, year }, { onError: (error) => setFailure({ year, error }) });
  };

  return (
    <Stack gap="md">
      <ReadOnlyNotice readOnly={!canManage} />
      {failure ? (
        <SaveFailure error={failure.error} title={t('savings.bilans.deleteFailed', { year: failure.year })} />
      ) : null}
      <DataRegion
        region={bilans}
        what={t('savings.bilans.what')}
        placeholder={<Skeleton h={200} />}
        isEmpty={(data) => data.balanceAapes.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('savings.bilans.empty')}
          </Text>
        }
      >
        {(data) => (
          <Stack gap="md">
            {bilanYears(data.balanceAapes).map((bilan) => (
              <BilanYearSection
                key={bilan.year}
                bilan={bilan}
                onDelete={canManage ? () => void askDelete(bilan.year) : null}
                deleting={remove.isPending && remove.variables.year === bilan.year}
              />
            ))}
          </Stack>
        )}
      </DataRegion>
    </Stack>
  );
}
