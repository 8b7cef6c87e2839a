import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../../api/apiError';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import { cpeProgramsResource } from '../../../../entities/reports/cpeProgramsApi';
import { useMessage } from '../../../../i18n/useMessage';
import { useEntityName } from '../../../../ui/EntityNames';
import { formatDateTime } from '../../../../lib/dateFormat';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { RegionFailure } from '../../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../../ui/DataRegion/RegionLoading';
import { RegionStaleLine } from '../../../../ui/DataRegion/RegionStaleLine';
import { cpeProgramFormValuesOf, emptyCpeProgram } from './cpeProgramForm';
import { CpeProgramForm } from './CpeProgramForm';

const createRoute = getRouteApi('/_auth/cperapports/addprogram');
const editRoute = getRouteApi('/_auth/cperapports/editprogram/$rapportId');
const toPrograms = { to: '/cperapports', search: { tab: 'programs' } } as const;

/** cperapports/addprogram (spec 001 §2): a new program sending a project's CPE report. */
export function CpeProgramCreateScreen() {
  // The project the list was filtered on, chosen already.
  const { projectId } = createRoute.useSearch();
  const navigate = createRoute.useNavigate();
  const [defaults] = useState(() => ({ ...emptyCpeProgram(new Date()), projectId: projectId ?? null }));
  return (
    <CpeProgramForm
      program={null}
      defaultValues={defaults}
      readOnly={false}
      onSaved={(program) =>
        void navigate({
          to: '/cperapports/editprogram/$rapportId',
          params: { rapportId: program.id },
          ignoreBlocker: true,
        })
      }
      onCancel={() => void navigate(toPrograms)}
    />
  );
}

/** cperapports/editprogram/{rapportId}: the program, its last sending, its history, delete. */
export function CpeProgramEditScreen() {
  const t = useMessage();
  const { rapportId: programId } = editRoute.useParams();
  const navigate = editRoute.useNavigate();
  const onBack = () => void navigate(toPrograms);
  const onDeleted = () => void navigate({ ...toPrograms, ignoreBlocker: true });
  const onHistory = (id: number) => void navigate({ to: '/cperapports/reporhistory', search: { programId: id } });
  // The saved program stays on its page, its form showing what was saved.
  const onSaved = () => undefined;
  const region = useQueryRegion(cpeProgramsResource.detailQuery(programId));
  useEntityName('/cperapports/editprogram/$rapportId', region.data?.name);
  const remove = cpeProgramsResource.useRemove();
  const [confirming, setConfirming] = useState(false);
  const what = t('cpeReport.program.regionOne');
  const back = (
    <Button variant="default" onClick={onBack}>
      {t('cpeReport.program.back')}
    </Button>
  );
  if (region.state === 'loading') return <RegionLoading slow={region.slow} placeholder={<Skeleton h={320} />} />;
  if (region.state === 'failed') {
    if (isApiError(region.error) && region.error.has('BEX_SUPPORT_REPORT_NOT_FOUND')) {
      return (
        <Alert color="gray" variant="light" title={t('cpeReport.program.notFound.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('cpeReport.program.notFound.body')}</Text>
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
  const program = region.data;
  return (
    <Stack gap="md">
      {region.state === 'stale' ? (
        <RegionStaleLine what={what} error={region.error} updatedAt={region.updatedAt} onRetry={region.retry} />
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {program.lastSentAt
            ? t('cpeReport.program.lastSent', { date: formatDateTime(program.lastSentAt) })
            : t('cpeReport.program.neverSent')}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => onHistory(program.id)}>
            {t('cpeReport.program.showHistory')}
          </Button>
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            {t('common.delete')}
          </Button>
        </Group>
      </Group>
      <CpeProgramForm
        key={program.id}
        program={program}
        defaultValues={cpeProgramFormValuesOf(program)}
        readOnly={false}
        onSaved={onSaved}
        onCancel={onBack}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('cpeReport.program.delete.title')}
        message={t('cpeReport.program.delete.message', { name: program.name })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(program.id, { onSuccess: onDeleted, onSettled: () => setConfirming(false) })}
      />
    </Stack>
  );
}
