import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { isApiError } from '../../../api/apiError';
import type { Aape, Perimeter } from '../../../entities/savings/api';
import { balanceActionResource, BALANCE_STATUSES, type BalanceAape } from '../../../entities/savings/balanceApi';
import { useMessage } from '../../../i18n/useMessage';
import { DraftNotice } from '../../../navigation/forms/DraftNotice';
import { useDraftForm } from '../../../navigation/forms/useDraftForm';
import { balanceFormDefaults, balanceFormSchema, balanceWrite, type BalanceFormValues } from './balanceForm';
import { isComplete } from './balanceCreation';
import { CreationProgress } from './CreationProgress';
import { SaveFailure } from '../../../navigation/forms/SaveFailure';
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
 * Create or edit a balance (spec 001 §7 POST/PUT balance-action): its period and status. A new
 * balance then gets a line per perimeter of the AAPE, one call each (useBalanceCreation): the
 * dialog shows each perimeter's progress, names the one that failed and retries only it.
 */
export function BalanceDialog({ aape, balance, perimeters, onClose }: BalanceDialogProps) {
  const t = useMessage();
  const fieldError = useBalanceFieldError();
  const update = balanceActionResource.useUpdate();
  const perimeterIds = perimeters.map((perimeter) => perimeter.id);
  const creation = useBalanceCreation(perimeterIds);
  const [saveError, setSaveError] = useState<unknown>(null);
  const { form, draft } = useDraftForm<BalanceFormValues>({
    formId: balanceFormId(aape.id, balance),
    resolver: zodResolver(balanceFormSchema),
    defaultValues: balanceFormDefaults(balance),
    mode: 'onTouched',
  });
  const { attachForm } = draft;
  const { errors, isSubmitting } = form.formState;
  const title = t(balance ? 'savings.balances.editTitle' : 'savings.balances.createTitle');
  // Once the balance exists, its info is saved: only the missing perimeters are left to send.
  const balanceSaved = creation.state.balance !== null;
  const busy = isSubmitting || creation.running;

  const finish = () => {
    draft.clear();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    const input = balanceWrite(aape.id, values);
    if (balance) {
      try {
        await update.mutateAsync({ id: balance.balance_aape_id, input });
      } catch (error) {
        showSaveError(error);
        return;
      }
      finish();
      return;
    }
    const next = await creation.run(input);
    if (isComplete(next, perimeterIds)) finish();
    else if (next.failed?.perimeterId === null) showSaveError(next.failed.error);
  });

  function showSaveError(error: unknown) {
    // spec 000 §8: a server code lands on the field it concerns.
    if (isApiError(error) && error.has('INVALID_PERIOD')) form.setError('end', { message: 'INVALID_PERIOD' });
    else setSaveError(error);
  }

  const retry = async () => {
    const next = await creation.run(balanceWrite(aape.id, form.getValues()));
    if (isComplete(next, perimeterIds)) finish();
  };

  const cancel = () => {
    // A partly created balance stays: its missing perimeters show as errors in its view.
    if (balanceSaved) draft.clear();
    else draft.discard();
    onClose();
  };

  return (
    <Modal opened onClose={cancel} title={title} size="lg" centered>
      <form ref={attachForm} noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="date"
              label={t('savings.balances.start')}
              required
              disabled={balanceSaved}
              error={fieldError(errors.start?.message)}
              {...form.register('start')}
            />
            <TextInput
              type="date"
              label={t('savings.balances.end')}
              required
              disabled={balanceSaved}
              error={fieldError(errors.end?.message)}
              {...form.register('end')}
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
              onRetry={() => void retry()}
            />
          )}
          <DraftNotice draft={draft} />
          {saveError ? <SaveFailure title={t('savings.balances.saveFailed')} error={saveError} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={busy} onClick={cancel}>
              {t(balanceSaved ? 'common.close' : 'common.cancel')}
            </Button>
            {balanceSaved ? null : (
              <Button type="submit" loading={busy}>
                {t(balance ? 'common.save' : 'common.create')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
