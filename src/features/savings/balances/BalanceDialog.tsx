import { Group, Radio, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Aape, Perimeter } from '../../../entities/savings/api';
import { balanceActionResource, BALANCE_STATUSES, type BalanceAape } from '../../../entities/savings/balanceApi';
import { useMessage } from '../../../i18n/useMessage';
import { FormDateField } from '../../../ui/DateField/FormDateField';
import { ResourceFormDialog } from '../../../navigation/forms/ResourceFormDialog';
import { useResourceForm } from '../../../navigation/forms/useResourceForm';
import {
  BALANCE_SERVER_FIELDS,
  balanceFormDefaults,
  balanceFormSchema,
  balanceWrite,
  type BalanceFormValues,
} from './balanceForm';
import { isComplete } from './balanceCreation';
import { CreationProgress } from './CreationProgress';
import { useBalanceCreation } from './useBalanceCreation';
import { useBalanceFieldError } from './useBalanceFieldError';

export interface BalanceDialogProps {
  aape: Aape;
  /** The balance to edit; null to create one over every perimeter of the AAPE. */
  balance: BalanceAape | null;
  perimeters: readonly Perimeter[];
  onClose: () => void;
}

/** The draft's form id: one for a new balance of the AAPE, one per edited balance. */
export const balanceFormId = (aapeId: number, balance: BalanceAape | null) =>
  balance ? `balance-${balance.balance_aape_id}` : `balance-new-${aapeId}`;

/**
 * A line of a new balance was refused once the balance itself was saved: CreationProgress names
 * the perimeter, with the server's reason and its Retry, so it is neither put on a field nor told
 * again beside the buttons.
 */
class LineNotSaved extends Error {}

/**
 * Create or edit a balance (spec 001 §7 POST/PUT balance-action): its period and status, with the
 * form kit. A new balance then gets a line per perimeter of the AAPE, one call each
 * (useBalanceCreation): the dialog shows each perimeter's progress, names the one that failed and
 * its Retry sends the save again, which only sends what is missing.
 */
export function BalanceDialog({ aape, balance, perimeters, onClose }: BalanceDialogProps) {
  const t = useMessage();
  const fieldError = useBalanceFieldError();
  const update = balanceActionResource.useUpdate();
  const perimeterIds = perimeters.map((perimeter) => perimeter.id);
  const creation = useBalanceCreation(perimeterIds);
  // Once the balance exists, its info is saved: only the missing perimeters are left to send.
  const balanceSaved = creation.state.balance !== null;
  const state = useResourceForm<BalanceFormValues, BalanceFormValues, unknown>({
    formId: balanceFormId(aape.id, balance),
    schema: balanceFormSchema,
    defaultValues: balanceFormDefaults(balance),
    serverFields: BALANCE_SERVER_FIELDS,
    save: async (values) => {
      const input = balanceWrite(aape.id, values);
      if (balance) return update.mutateAsync({ id: balance.balance_aape_id, input });
      const next = await creation.run(input);
      if (isComplete(next, perimeterIds)) return next.balance;
      throw next.failed?.perimeterId === null ? next.failed.error : new LineNotSaved();
    },
    onSaved: onClose,
    // The balance saved, what is left is its lines: nothing typed would be lost by leaving.
    leaveGuard: !balanceSaved,
    mode: 'onTouched',
  });
  const { form } = state;
  const { errors } = form.formState;
  const title = t(balance ? 'savings.balances.editTitle' : 'savings.balances.createTitle');
  const saveError = state.saveError instanceof LineNotSaved ? null : state.saveError;

  return (
    <ResourceFormDialog
      state={{ ...state, saveError }}
      title={title}
      onClose={onClose}
      size="lg"
      centered
      cancelLabel={t(balanceSaved ? 'common.close' : 'common.cancel')}
      submitLabel={t(balance ? 'common.save' : 'common.create')}
      submitHidden={balanceSaved}
      failure={{ title: t('savings.balances.saveFailed') }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormDateField
          kind="date"
          control={form.control}
          name="start"
          label={t('savings.balances.start')}
          required
          disabled={balanceSaved}
          error={fieldError(errors.start?.message)}
        />
        <FormDateField
          kind="date"
          control={form.control}
          name="end"
          label={t('savings.balances.end')}
          required
          disabled={balanceSaved}
          error={fieldError(errors.end?.message)}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Radio.Group
            label={t('savings.balances.status')}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            name={field.name}
          >
            <Group gap="lg" mt={4}>
              {BALANCE_STATUSES.map((status) => (
                <Radio
                  key={status}
                  value={status}
                  disabled={balanceSaved}
                  label={t(status === 'Active' ? 'savings.balances.active' : 'savings.balances.inactive')}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {balance ? null : (
        <CreationProgress
          perimeters={perimeters}
          state={creation.state}
          running={creation.running}
          onRetry={() => void state.submit()}
        />
      )}
    </ResourceFormDialog>
  );
}
