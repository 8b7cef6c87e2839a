import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import type { Intervention } from '../../../entities/interventions/api';
import { durationLocaleOf, formatInterventionDuration, ticketMinutes } from '../interventionDuration';
import { useHardwareTypeLabel, useInterventionTypeLabel } from '../interventionLabels';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value}
      </Text>
    </Stack>
  );
}

/** A ticket for a reader (intervention_view without manage): everything it holds, nothing to change. */
export function TicketView({ ticket }: { ticket: Intervention }) {
  const t = useMessage();
  const intl = useIntl();
  const typeLabel = useInterventionTypeLabel();
  const hardwareLabel = useHardwareTypeLabel();
  const notSet = t('common.notSet');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('common.readOnly')}
        </Text>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" m={0}>
          <Fact label={t('intervention.form.type')} value={typeLabel(ticket.type)} />
          <Fact label={t('intervention.form.project')} value={ticket.project.name} />
          <Fact label={t('intervention.column.user')} value={ticket.user?.name ?? notSet} />
          <Fact label={t('intervention.form.start')} value={formatDateTime(ticket.startDate)} />
          <Fact label={t('intervention.form.end')} value={ticket.endDate ? formatDateTime(ticket.endDate) : notSet} />
          <Fact
            label={t('intervention.column.duration')}
            value={formatInterventionDuration(ticketMinutes(ticket), durationLocaleOf(intl.locale)) || notSet}
          />
        </SimpleGrid>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('intervention.form.description')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {ticket.description || notSet}
          </Text>
        </Stack>
        {ticket.hardware.length === 0 ? (
          <Text size="sm">{t('intervention.form.noHardware')}</Text>
        ) : (
          <Table aria-label={t('intervention.form.hardware')} withTableBorder maw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('intervention.form.hardwareType')}</Table.Th>
                <Table.Th ta="right">{t('intervention.form.quantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ticket.hardware.map((line, index) => (
                <Table.Tr key={`${line.type}-${index}`}>
                  <Table.Td>{hardwareLabel(line.type)}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
