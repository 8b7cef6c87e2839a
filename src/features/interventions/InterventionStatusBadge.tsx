import { Badge } from '@mantine/core';
import { useMessage } from '../../i18n/useMessage';
import type { InterventionStatusName } from '../../entities/interventions/interventionStatus';
import { badgeTextColor } from '../../ui/badgeTextColor';

/** Open tickets stand out, held ones fade, completed (archived) ones read as done. */
const COLORS: Record<InterventionStatusName, string> = {
  open: 'blue',
  in_progress: 'orange',
  on_hold: 'gray',
  completed: 'green',
};

/** A ticket's status as a translated badge (spec 001 §3 "Intervention ticket": status). */
export function InterventionStatusBadge({ status }: { status: InterventionStatusName }) {
  const t = useMessage();
  return (
    <Badge color={COLORS[status]} c={badgeTextColor(COLORS[status])} variant="light">
      {t(`intervention.status.${status}`)}
    </Badge>
  );
}
