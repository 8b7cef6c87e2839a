import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { Perimeter } from '../../../entities/savings/api';
import {
  balanceActionResource,
  balancePerimeterResource,
  type BalanceAape,
} from '../../../entities/savings/balanceApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDateTime } from '../../../lib/dateFormat';
import { badgeTextColor } from '../../../ui/badgeTextColor';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { BalanceDataChart } from './BalanceDataChart';
import { toggledStatusWrite } from './balanceForm';
import { balanceView } from './balanceLines';
import { BalanceLinesTable } from './BalanceLinesTable';
import { usePeriodText } from './usePeriodText';

export interface BalanceCardProps {
  balance: BalanceAape;
  perimeters: readonly Perimeter[];
  canManage: boolean;
  onEdit: (balance: BalanceAape) => void;
}

/**
 * One balance of an AAPE (spec 001 §3): its period, status and last calculation, its lines with
 * their totals, and its data chart on demand; with project_manage, edit, activate or deactivate,
 * and delete after a confirmation (which removes its lines, spec 001 §4).
 */
export function BalanceCard({ balance, perimeters, canManage, onEdit }: BalanceCardProps) {
  const t = useMessage();
  const confirm = useConfirm();
  const headingId = useId();
  const periodText = usePeriodText();
  const update = balanceActionResource.useUpdate();
  const remove = balanceActionResource.useRemove();
  const addLine = balancePerimeterResource.useCreate();
  const [showChart, setShowChart] = useState(false);
  const period = periodText(balance);
  const active = balance.status === 'Active';
  const view = balanceView(balance.balancePerimeters, perimeters);

  const askDelete = async () => {
    const confirmed = await confirm({
      title: t('savings.balances.deleteTitle'),
      message: t('savings.balances.deleteMessage', { period }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(balance.balance_aape_id);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={4} size="h5" id={headingId}>
                {t('savings.balances.title', { period })}
              </Title>
              <Badge variant="light" color={active ? 'green' : 'gray'} c={badgeTextColor(active ? 'green' : 'gray')}>
                {t(active ? 'savings.balances.active' : 'savings.balances.inactive')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {balance.last_calculation_date
                ? t('savings.balances.calculated', { date: formatDateTime(balance.last_calculation_date) })
                : t('savings.balances.notCalculated')}
            </Text>
          </Stack>
          {canManage ? (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => onEdit(balance)}>
                {t('common.edit')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={update.isPending}
                onClick={() => update.mutate({ id: balance.balance_aape_id, input: toggledStatusWrite(balance) })}
              >
                {t(active ? 'savings.balances.deactivate' : 'savings.balances.activate')}
              </Button>
              <Button size="xs" variant="light" color="red" loading={remove.isPending} onClick={() => void askDelete()}>
                {t('common.delete')}
              </Button>
            </Group>
          ) : null}
        </Group>
        <BalanceLinesTable
          label={t('savings.balances.table', { period })}
          view={view}
          onAddMissing={
            canManage
              ? (perimeter) => addLine.mutate({ perimeter_id: perimeter.id, balanceAapeId: balance.balance_aape_id })
              : null
          }
          addingId={addLine.isPending ? (addLine.variables?.perimeter_id ?? null) : null}
        />
        <Group>
          <Button size="xs" variant="subtle" aria-expanded={showChart} onClick={() => setShowChart(!showChart)}>
            {t(showChart ? 'savings.balances.chart.hide' : 'savings.balances.chart.show')}
          </Button>
        </Group>
        {showChart ? <BalanceDataChart balance={balance} perimeters={perimeters} period={period} /> : null}
      </Stack>
    </Paper>
  );
}
