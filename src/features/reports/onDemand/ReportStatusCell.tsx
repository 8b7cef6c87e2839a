import { Badge, Button, Group, Loader } from '@mantine/core';
import type { Report, ReportStatus } from '../../../entities/reports/api';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import type { ReportActions } from './ReportRowActions';

const COLOR: Record<ReportStatus, string> = { pending: 'blue', ready: 'green', failed: 'red' };

/**
 * Where a report's document stands (spec 001 §4: generation is asynchronous): being generated,
 * ready with its Download, or failed with "Try again" (a PUT regenerates a failed report, for
 * users who manage reports): a failed generation is said, never left looking as if it waited.
 */
export function ReportStatusCell({ report, actions }: { report: Report; actions: ReportActions }) {
  const t = useMessage();
  const color = COLOR[report.status];
  const { manage } = actions;
  const name = report.name;
  return (
    <Group gap={6} wrap="nowrap">
      {report.status === 'pending' ? <Loader size={12} aria-hidden="true" /> : null}
      <Badge size="sm" variant="light" color={color} c={badgeTextColor(color)}>
        {t(`report.onDemand.status.${report.status}`)}
      </Badge>
      {report.status === 'ready' && report.downloadRequestId != null ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={actions.downloadingId === report.id}
          aria-label={t('report.onDemand.downloadLabel', { name })}
          onClick={() => actions.download(report)}
        >
          {t('report.onDemand.download')}
        </Button>
      ) : null}
      {report.status === 'failed' && manage ? (
        <Button
          size="compact-sm"
          variant="default"
          c="var(--mantine-color-red-text)"
          loading={manage.retryingId === report.id}
          aria-label={t('report.onDemand.retryLabel', { name })}
          onClick={() => manage.retry(report)}
        >
          {t('report.onDemand.retry')}
        </Button>
      ) : null}
    </Group>
  );
}
