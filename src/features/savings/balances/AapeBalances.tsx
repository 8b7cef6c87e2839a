import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useQueryRegion } from '../../../api/useQueryRegion';
import { perimeterResource, type Aape } from '../../../entities/savings/api';
import { balancesByProjectQuery, type BalanceAape } from '../../../entities/savings/balanceApi';
import { useMessage } from '../../../i18n/useMessage';
import { DataRegion } from '../../../ui/DataRegion/DataRegion';
import { useHasDraft } from '../../../navigation/forms/useDraftForm';
import { BalanceCard } from './BalanceCard';
import { balancesOf } from './balanceLines';
import { balanceFormId, BalanceDialog } from './BalanceDialog';

/** An AAPE has a few perimeters (1 to 3 seen): one page holds them all. */
const PERIMETER_LIMIT = 100;

export interface AapeBalancesProps {
  aape: Aape;
  canManage: boolean;
  /**
   * The page around already shows the state of the project's balances read (loading, failed,
   * could not refresh), once for every AAPE: the section then shows only its balances.
   */
  stateShownAbove?: boolean;
}

/**
 * The balances of an AAPE (spec 001 §3 "Balance of an AAPE", §7 "Balances"), from the project's
 * balances (GET balance-by-project/{id}, one read shared by every AAPE of the page), each with its
 * lines and totals; with project_manage, create one over every perimeter of the AAPE, edit,
 * activate, deactivate and delete.
 */
export function AapeBalances({ aape, canManage, stateShownAbove = false }: AapeBalancesProps) {
  const t = useMessage();
  const balances = useQueryRegion(balancesByProjectQuery.query({ projectId: aape.projectId }));
  const perimeters = useQueryRegion(perimeterResource.listQuery({ aapeId: aape.id, limit: PERIMETER_LIMIT }));
  // A draft of a new balance left by a reload opens its dialog again.
  const [editing, setEditing] = useState<BalanceAape | 'new' | null>(
    useHasDraft(balanceFormId(aape.id, null)) ? 'new' : null,
  );
  const perimeterRows = [...(perimeters.data?.data ?? [])].sort((a, b) => a.number - b.number);
  const canCreate = canManage && perimeters.data !== undefined;

  const list = (rows: BalanceAape[]) =>
    rows.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t(canManage ? 'savings.balances.emptyManage' : 'savings.balances.empty')}
      </Text>
    ) : (
      <Stack gap="sm">
        {rows.map((balance) => (
          <BalanceCard
            key={balance.balance_aape_id}
            balance={balance}
            perimeters={perimeterRows}
            canManage={canManage}
            onEdit={(edited) => setEditing(edited)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5">
          {balances.data
            ? t('savings.balances.heading', { count: balancesOf(balances.data, aape.id).length })
            : t('savings.balances.headingPlain')}
        </Title>
        {canCreate ? (
          <Button size="xs" onClick={() => setEditing('new')}>
            {t('savings.balances.create')}
          </Button>
        ) : null}
      </Group>
      {perimeters.state === 'failed' ? (
        <DataRegion region={perimeters} what={t('savings.balances.perimetersWhat')}>
          {() => null}
        </DataRegion>
      ) : null}
      {stateShownAbove ? (
        balances.data ? (
          list(balancesOf(balances.data, aape.id))
        ) : null
      ) : (
        <DataRegion region={balances} what={t('savings.balances.what')} placeholder={<Skeleton h={120} />}>
          {(data) => list(balancesOf(data, aape.id))}
        </DataRegion>
      )}
      {editing !== null && canManage && perimeters.data ? (
        <BalanceDialog
          key={editing === 'new' ? 'new' : editing.balance_aape_id}
          aape={aape}
          balance={editing === 'new' ? null : editing}
          perimeters={perimeterRows}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
