import { Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { useCurrentUser } from '../../../entities/users/currentUser';
import type { BexReport } from '../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate } from '../../../lib/dateFormat';
import { hasPermission } from '../../../lib/permissions';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useEntityName } from '../../../ui/EntityNames';
import { DeleteReportDialog } from './DeleteReportDialog';
import { ExportPdfButton } from './ExportPdfButton';
import { FindingsSection } from './FindingsSection';
import { lastDayOf } from './maintenanceColumns';
import { maintenanceValuesOf } from './maintenanceForm';
import { MaintenanceReportForm } from './MaintenanceReportForm';
import { maintenanceReportQueries, type MaintenanceEditSearch } from './maintenanceSearch';
import { StatusBadge } from './StatusBadge';

const route = getRouteApi('/_auth/bexrapports/edit/$rapportId');

/**
 * spec 001 §2 bexrapports edit/{rapportId}: a maintenance report's settings (editable with
 * maintenance_report_manage, read-only otherwise), what its checks found over the period, the
 * chart of a finding on demand, the PDF export and the deletion.
 */
export function MaintenanceReportScreen() {
  const t = useMessage();
  const { rapportId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The findings' filter and open chart replace the entry: they are a view of the same page.
  const onSearchChange = (next: MaintenanceEditSearch) => void navigate({ search: next, replace: true });
  /** Back to the list (after a delete too: the navigation then skips the unsaved-changes question). */
  const onBack = (afterDelete: boolean) => void navigate({ to: '/bexrapports', ignoreBlocker: afterDelete });
  const canManage = hasPermission(useCurrentUser(), 'maintenance_report_manage');
  const region = useQueryRegion(maintenanceReportQueries(rapportId).report);
  const [deleting, setDeleting] = useState<BexReport | null>(null);
  // The page's title and breadcrumb read the report's name once it is loaded.
  useEntityName('/bexrapports/edit/$rapportId', region.data?.name);

  return (
    <DataRegion region={region} what={t('maintenanceReport.regionOne')} placeholder={<Skeleton h={320} />}>
      {(report) =>
        report.type !== 'maintenance' ? (
          <Text>{t('maintenanceReport.notMaintenance')}</Text>
        ) : (
          <Stack gap="lg">
            <Group justify="space-between" align="start" wrap="wrap">
              <Stack gap={4}>
                <Group gap="sm">
                  <StatusBadge status={report.status} />
                  {report.title ? <Text fw={500}>{report.title}</Text> : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('maintenanceReport.summary', {
                    project: report.project.name,
                    start: formatDate(report.startDate),
                    end: formatDate(lastDayOf(report)),
                  })}
                </Text>
              </Stack>
              {canManage ? (
                <Button
                  variant="default"
                  color="red"
                  c="var(--mantine-color-red-text)"
                  onClick={() => setDeleting(report)}
                >
                  {t('maintenanceReport.delete.action')}
                </Button>
              ) : null}
            </Group>
            <MaintenanceReportForm
              key={report.id}
              report={report}
              defaultValues={maintenanceValuesOf(report)}
              readOnly={!canManage}
              onSaved={(saved) =>
                notifications.show({
                  color: 'green',
                  message: t('maintenanceReport.saved', { name: saved.name }),
                  closeButtonProps: { 'aria-label': t('common.closeNotification') },
                })
              }
              onCancel={() => onBack(false)}
            />
            <Divider />
            <FindingsSection
              report={report}
              canManage={canManage}
              search={search}
              onSearchChange={onSearchChange}
              toolbar={<ExportPdfButton report={report} />}
            />
            <DeleteReportDialog report={deleting} onClose={() => setDeleting(null)} onDeleted={() => onBack(true)} />
          </Stack>
        )
      }
    </DataRegion>
  );
}
