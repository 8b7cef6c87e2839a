import { z } from 'zod';
import {
  BALANCE_STATUSES,
  type BalanceAape,
  type BalanceActionWrite,
  type BalanceStatus,
} from '../../../entities/savings/balanceApi';
import { isValidPeriod } from '../../../entities/savings/balanceMath';
import type { ServerFieldTable } from '../../../navigation/forms/serverFieldErrors';

/** The error codes of the balance form's fields; each has its text at savings.balances.error.<code>. */
export const BALANCE_FIELD_ERRORS = ['required', 'INVALID_PERIOD'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'required');

/** The balance's info as typed: its period (ISO days, from the date inputs) and its status (spec 001 §3, §4). */
export const balanceFormSchema = z
  .object({ start: day, end: day, status: z.enum(BALANCE_STATUSES) })
  // spec 000 §8 INVALID_PERIOD: a balance ends after it starts; said on the end date.
  .refine((values) => isValidPeriod(values.start, values.end), { message: 'INVALID_PERIOD', path: ['end'] });

export type BalanceFormValues = z.input<typeof balanceFormSchema>;

/** The server codes (spec 000 §8) that belong on a field: a refused period is said on the end date. */
export const BALANCE_SERVER_FIELDS: ServerFieldTable<keyof BalanceFormValues> = {
  INVALID_PERIOD: { field: 'end', message: 'savings.balances.error.INVALID_PERIOD' },
};

/** A new balance covers the previous calendar year by default: the yearly proof (spec 001 §1). */
export function balanceFormDefaults(balance: BalanceAape | null, today: Date = new Date()): BalanceFormValues {
  if (balance) {
    return {
      start: balance.balance_start_date.slice(0, 10),
      end: balance.balance_end_date.slice(0, 10),
      status: balance.status,
    };
  }
  const year = today.getFullYear() - 1;
  return { start: `${year}-01-01`, end: `${year}-12-31`, status: 'Inactive' };
}

export function balanceWrite(aapeId: number, values: BalanceFormValues): BalanceActionWrite {
  return { aape_id: aapeId, status: values.status, balance_start_date: values.start, balance_end_date: values.end };
}

/** The payload that switches a balance between Active and Inactive, keeping its period. */
export function toggledStatusWrite(balance: BalanceAape): BalanceActionWrite {
  const status: BalanceStatus = balance.status === 'Active' ? 'Inactive' : 'Active';
  return {
    aape_id: balance.aape_id,
    status,
    balance_start_date: balance.balance_start_date.slice(0, 10),
    balance_end_date: balance.balance_end_date.slice(0, 10),
  };
}
