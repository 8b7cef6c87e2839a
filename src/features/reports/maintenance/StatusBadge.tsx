import { Badge } from '@mantine/core';
import type { BexReport } from '../../../entities/reports/bexReportsApi';
import { useMessage } from '../../../i18n/useMessage';
import { badgeTextColor } from '../../../ui/badgeTextColor';

const COLORS: Record<BexReport['status'], string> = { draft: 'gray', validated: 'blue', sent: 'green' };

/** A report's status: draft, validated or sent. */
export function StatusBadge({ status }: { status: BexReport['status'] }) {
  const t = useMessage();
  const color = COLORS[status];
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)}>
      {t(`maintenanceReport.status.${status}`)}
    </Badge>
  );
}
