import { Group, Stack, Text, Title } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import type { Intervention } from '../../../entities/interventions/api';
import { interventionStatusById } from '../../../entities/interventions/interventionStatus';
import { InterventionStatusBadge } from '../InterventionStatusBadge';

/** The ticket's title, status, who logged it and when it last changed. */
export function TicketHeader({ ticket }: { ticket: Intervention }) {
  const t = useMessage();
  const status = interventionStatusById(ticket.status.id)?.name ?? 'open';
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {ticket.title}
        </Title>
        <InterventionStatusBadge status={status} />
      </Group>
      <Text size="sm" c="dimmed">
        {[
          t('intervention.ticket.number', { id: ticket.id }),
          ticket.project.name,
          ticket.user ? t('intervention.ticket.loggedBy', { name: ticket.user.name }) : null,
          ticket.updatedAt ? t('intervention.ticket.updated', { date: formatDateTime(ticket.updatedAt) }) : null,
        ]
          .filter((part) => part !== null)
          .join(' · ')}
      </Text>
    </Stack>
  );
}
