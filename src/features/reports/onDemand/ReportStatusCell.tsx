import { Badge, Group, Loader } from '@mantine/core';
import type { Report, ReportStatus } from '../../../entities/reports/api';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';

const COLOR: Record<ReportStatus, string> = { pending: 'blue', ready: 'green', failed: 'red' };

/**
 * Where a report's document stands (spec 001 §4: generation is asynchronous): being generated,
 * ready to download, or failed: a failed generation is said, never left looking as if it waited.
 */
export function ReportStatusCell({ report }: { report: Report }) {
  const t = useMessage();
  const color = COLOR[report.status];
  return (
    <Group gap={6} wrap="nowrap">
      {report.status === 'pending' ? <Loader size={12} aria-hidden="true" /> : null}
      <Badge size="sm" variant="light" color={color} c={badgeTextColor(color)}>
        {t(`report.onDemand.status.${report.status}`)}
      </Badge>
    </Group>
  );
}
