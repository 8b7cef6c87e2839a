import { Badge } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { EventStatus } from '../../../entities/events/statusWorkflow';
import { badgeTextColor } from '../../../ui/badgeTextColor';

/** New events stand out; handled ones fade (spec 000 §4 statuses). */
const COLORS: Record<EventStatus, string> = { new: 'red', seen: 'blue', fixed_no_action: 'gray', fixed: 'green' };

/** An event's status as a translated badge. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const t = useMessage();
  return (
    <Badge color={COLORS[status]} c={badgeTextColor(COLORS[status])} variant="light" data-status={status}>
      {t(`eventStatus.${status}`)}
    </Badge>
  );
}
