import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../../api/apiError';
import { useQueryRegion } from '../../../../api/useQueryRegion';
import { bexReportsResource, type BexReport } from '../../../../entities/reports/bexReportsApi';
import { useCurrentUser } from '../../../../entities/users/currentUser';
import { useMessage } from '../../../../i18n/useMessage';
import { formatDateTime } from '../../../../lib/dateFormat';
import { hasPermission } from '../../../../lib/permissions';
import { badgeTextColor } from '../../../../ui/badgeTextColor';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { RegionFailure } from '../../../../ui/DataRegion/RegionFailure';
import { RegionLoading } from '../../../../ui/DataRegion/RegionLoading';
import { RegionStaleLine } from '../../../../ui/DataRegion/RegionStaleLine';
import { STATUS_COLORS } from '../cpeStatus';
import { periodDays } from '../../../../lib/periodText';
import { CpeExportButton } from './CpeExportButton';
import { CpeFigures } from './CpeFigures';
import { cpeReportFormValuesOf } from './cpeReportForm';
import { CpeReportForm } from './CpeReportForm';
import { useEntityName } from '../../../../ui/EntityNames';

const route = getRouteApi('/_auth/cperapports/edit/$rapportId');

/**
 * cperapports/edit/{rapportId} (spec 001 §2, §7 GET/PUT/DELETE bex-reports/{id}): the report's
 * contract figures, its PDF, and its form (read-only without cpe_report_manage). A missing report,
 * or one that is not a CPE report, is said so with the way back.
 */
export function CpeReportScreen() {
  const { rapportId: reportId } = route.useParams();
  const navigate = route.useNavigate();
  const onBack = () => void navigate({ to: '/cperapports' });
  const onDeleted = () => void navigate({ to: '/cperapports', ignoreBlocker: true });
  const t = useMessage();
  const region = useQueryRegion(bexReportsResource.detailQuery(reportId));
  useEntityName('/cperapports/edit/$rapportId', region.data?.name);
  const what = t('cpeReport.regionOne');
  const back = (
    <Button variant="default" onClick={onBack}>
      {t('cpeReport.back')}
    </Button>
  );
  if (region.state === 'loading') return <RegionLoading slow={region.slow} placeholder={<Skeleton h={320} />} />;
  if (region.state === 'failed') {
    if (isApiError(region.error) && region.error.has('BEX_SUPPORT_REPORT_NOT_FOUND')) return <NotFound back={back} />;
    return (
      <Stack gap="xs" align="flex-start">
        <RegionFailure what={what} error={region.error} onRetry={region.retry} />
        {back}
      </Stack>
    );
  }
  if (region.data.type !== 'cpe') return <NotFound back={back} />;
  return (
    <Stack gap="md">
      {region.state === 'stale' ? (
        <RegionStaleLine what={what} error={region.error} updatedAt={region.updatedAt} onRetry={region.retry} />
      ) : null}
      <CpeReportView report={region.data} onBack={onBack} onDeleted={onDeleted} />
    </Stack>
  );
}

function NotFound({ back }: { back: ReactNode }) {
  const t = useMessage();
  return (
    <Alert color="gray" variant="light" title={t('cpeReport.notFound.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('cpeReport.notFound.body')}</Text>
        {back}
      </Stack>
    </Alert>
  );
}

function CpeReportView({
  report,
  onBack,
  onDeleted,
}: {
  report: BexReport;
  onBack: () => void;
  onDeleted: () => void;
}) {
  const t = useMessage();
  const canManage = hasPermission(useCurrentUser(), 'cpe_report_manage');
  const remove = bexReportsResource.useRemove();
  const [confirming, setConfirming] = useState(false);
  const color = STATUS_COLORS[report.status];
  const { project } = report;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          {/* The page's heading is the report's name (the shell's title): its status beside the title line. */}
          <Group gap="sm" align="center">
            <Badge variant="light" color={color} c={badgeTextColor(color)}>
              {t(`cpeReport.status.${report.status}`)}
            </Badge>
            {report.title ? <Text size="sm">{report.title}</Text> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('cpeReport.header.project', {
              project: project.name,
              site: project.place.name,
              client: project.place.client.name,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('cpeReport.periodRange', periodDays(report.startDate, report.endDate))}
            {report.updatedAt ? ` · ${t('cpeReport.header.updated', { date: formatDateTime(report.updatedAt) })}` : ''}
          </Text>
        </Stack>
        <Group gap="sm">
          <CpeExportButton report={report} />
          {canManage ? (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('common.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <CpeFigures report={report} />
      <Title order={3} size="h4">
        {t(canManage ? 'cpeReport.form.editTitle' : 'cpeReport.form.readTitle')}
      </Title>
      <CpeReportForm
        key={`${report.id}-${report.updatedAt ?? ''}`}
        report={report}
        defaultValues={cpeReportFormValuesOf(report)}
        readOnly={!canManage}
        onSaved={() => undefined}
        onCancel={onBack}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('cpeReport.delete.title')}
        message={t('cpeReport.delete.message', { name: report.name })}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(report.id, {
            onSuccess: onDeleted,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
