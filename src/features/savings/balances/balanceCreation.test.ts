// @vitest-environment node
import { ApiError } from '../../../api/apiError';
import type { BalanceAape, BalancePerimeter } from '../../../entities/savings/balanceApi';
import { continueCreation, INITIAL_CREATION, isComplete, type CreationCalls } from './balanceCreation';

const info = {
  aape_id: 7,
  status: 'Inactive',
  balance_start_date: '2025-01-01',
  balance_end_date: '2025-12-31',
} as const;
const balance: BalanceAape = { ...info, balance_aape_id: 40, balancePerimeters: [] };
const line = (perimeterId: number): BalancePerimeter => ({
  balance_perimeter_id: 100 + perimeterId,
  perimeter_id: perimeterId,
  balanceAapeId: 40,
  energy_code: 'ELECTRICITY',
  consumption_measure_value_reference: 0,
  saving_measure_value: 0,
  consumption_measure_value: 0,
  co2_saving_calc: 0,
  financial_saving_calc: 0,
});

/** Fake calls that fail as told and record what was sent. */
function setupCalls(failures: { balance?: number; lines?: Record<number, Error[]> } = {}) {
  const sent: string[] = [];
  let balanceFailures = failures.balance ?? 0;
  const lineFailures = new Map(Object.entries(failures.lines ?? {}).map(([id, errors]) => [Number(id), [...errors]]));
  const stored: BalancePerimeter[] = [];
  const calls: CreationCalls = {
    createBalance: () => {
      sent.push('balance');
      if (balanceFailures-- > 0) return Promise.reject(new ApiError(500, ['ERROR']));
      return Promise.resolve(balance);
    },
    createLine: (perimeterId, balanceAapeId) => {
      sent.push(`line ${perimeterId} of ${balanceAapeId}`);
      const error = lineFailures.get(perimeterId)?.shift();
      // A 504 reached the server: the line is stored, its answer was lost.
      if (!error || (error instanceof ApiError && error.status === 504)) stored.push(line(perimeterId));
      return error ? Promise.reject(error) : Promise.resolve(line(perimeterId));
    },
    listLines: () => Promise.resolve(stored),
  };
  return { calls, sent };
}

describe('creating a balance step by step', () => {
  it('posts the balance, then a line per perimeter with its id, in order', async () => {
    const { calls, sent } = setupCalls();
    const steps: number[] = [];
    const state = await continueCreation(INITIAL_CREATION, info, [1, 2], calls, (step) =>
      steps.push(Object.keys(step.saved).length),
    );
    expect(sent).toEqual(['balance', 'line 1 of 40', 'line 2 of 40']);
    expect(steps).toEqual([0, 1, 2]);
    expect(isComplete(state, [1, 2])).toBe(true);
    expect(state.failed).toBeNull();
  });

  it('stops at the failed perimeter, names it, and a retry sends only what is missing', async () => {
    const { calls, sent } = setupCalls({ lines: { 2: [new ApiError(500, ['ERROR'])] } });
    const first = await continueCreation(INITIAL_CREATION, info, [1, 2, 3], calls);
    expect(first.balance).toEqual(balance);
    expect(Object.keys(first.saved)).toEqual(['1']);
    expect(first.failed?.perimeterId).toBe(2);
    expect(isComplete(first, [1, 2, 3])).toBe(false);

    const second = await continueCreation(first, info, [1, 2, 3], calls);
    expect(sent).toEqual(['balance', 'line 1 of 40', 'line 2 of 40', 'line 2 of 40', 'line 3 of 40']);
    expect(isComplete(second, [1, 2, 3])).toBe(true);
    expect(second.failed).toBeNull();
  });

  it('keeps nothing when the balance itself fails, and sends it again on retry', async () => {
    const { calls, sent } = setupCalls({ balance: 1 });
    const first = await continueCreation(INITIAL_CREATION, info, [1], calls);
    expect(first).toMatchObject({ balance: null, saved: {}, failed: { perimeterId: null } });
    const second = await continueCreation(first, info, [1], calls);
    expect(sent).toEqual(['balance', 'balance', 'line 1 of 40']);
    expect(isComplete(second, [1])).toBe(true);
  });

  it('takes a line the server already has (its answer was lost) as saved instead of sending it twice', async () => {
    const { calls, sent } = setupCalls({ lines: { 1: [new ApiError(504, ['ERROR'])] } });
    const first = await continueCreation(INITIAL_CREATION, info, [1], calls);
    expect(first.failed?.perimeterId).toBe(1);
    // The retry is refused as a duplicate: the saved line is read back.
    calls.createLine = (perimeterId) => {
      sent.push(`line ${perimeterId} again`);
      return Promise.reject(new ApiError(409, ['BalancePerimeter already exists']));
    };
    const second = await continueCreation(first, info, [1], calls);
    expect(second.saved[1]?.balance_perimeter_id).toBe(101);
    expect(isComplete(second, [1])).toBe(true);
  });
});
