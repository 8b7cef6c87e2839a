import { isApiError } from '../../../api/apiError';
import type { BalanceActionWrite, BalanceAape, BalancePerimeter } from '../../../entities/savings/balanceApi';

/**
 * Creating a balance is several calls (spec 001 §7 "Balances"): POST balance-action, then POST
 * balance-perimeter for each perimeter of the AAPE with the new balanceAapeId. They are run one
 * by one and what each saved is kept, so that a failure stops at the perimeter that failed, the
 * user is told which, and a retry sends only what is not saved yet: never the balance nor a
 * saved perimeter twice.
 */
export interface CreationState {
  /** The saved balance, once POST balance-action has answered. */
  balance: BalanceAape | null;
  /** The saved lines, by perimeter id. */
  saved: Readonly<Record<number, BalancePerimeter>>;
  /** The step that failed last: the balance itself (perimeterId null) or one perimeter. */
  failed: { perimeterId: number | null; error: unknown } | null;
}

export const INITIAL_CREATION: CreationState = { balance: null, saved: {}, failed: null };

export interface CreationCalls {
  createBalance: (info: BalanceActionWrite) => Promise<BalanceAape>;
  createLine: (perimeterId: number, balanceAapeId: number) => Promise<BalancePerimeter>;
  /** The balance's lines as saved, to recover a line whose answer was lost. */
  listLines: (balanceAapeId: number) => Promise<readonly BalancePerimeter[]>;
}

/** The server refuses a second line for the same perimeter: the first one did reach it. */
const alreadySaved = (error: unknown) => isApiError(error) && error.status === 409;

/** Whether every perimeter has its line. */
export function isComplete(state: CreationState, perimeterIds: readonly number[]): boolean {
  return state.balance !== null && perimeterIds.every((id) => state.saved[id] !== undefined);
}

/**
 * Runs the steps not done yet, in order, and answers the new state; `onStep` sees each
 * intermediate one (to show the progress). Never throws: a failure is in `failed`.
 */
export async function continueCreation(
  state: CreationState,
  info: BalanceActionWrite,
  perimeterIds: readonly number[],
  calls: CreationCalls,
  onStep: (state: CreationState) => void = () => undefined,
): Promise<CreationState> {
  let current: CreationState = { ...state, failed: null };
  let balance = current.balance;
  if (balance === null) {
    try {
      balance = await calls.createBalance(info);
    } catch (error) {
      return { ...current, failed: { perimeterId: null, error } };
    }
    current = { ...current, balance };
    onStep(current);
  }
  for (const perimeterId of perimeterIds) {
    if (current.saved[perimeterId] !== undefined) continue;
    let line: BalancePerimeter | undefined;
    try {
      line = await calls.createLine(perimeterId, balance.balance_aape_id);
    } catch (error) {
      if (alreadySaved(error)) {
        const lines = await calls.listLines(balance.balance_aape_id).catch(() => []);
        line = lines.find((candidate) => candidate.perimeter_id === perimeterId);
      }
      if (line === undefined) return { ...current, failed: { perimeterId, error } };
    }
    current = { ...current, saved: { ...current.saved, [perimeterId]: line } };
    onStep(current);
  }
  return current;
}
