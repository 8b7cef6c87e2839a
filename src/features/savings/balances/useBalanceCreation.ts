import { useState } from 'react';
import {
  balanceActionResource,
  balancePerimeterResource,
  type BalanceActionWrite,
} from '../../../entities/savings/balanceApi';
import { continueCreation, INITIAL_CREATION, type CreationCalls, type CreationState } from './balanceCreation';

/** A balance holds one line per perimeter of its AAPE, and an AAPE has a few: one page holds them all. */
const LINES_LIMIT = 100;

/**
 * The step-by-step creation of a balance (balanceCreation.ts) with the resources' own writes, so
 * that each saved step refreshes what it changes (src/entities/refreshes.ts) and is announced.
 */
export function useBalanceCreation(perimeterIds: readonly number[]) {
  const createBalance = balanceActionResource.useCreate();
  const createLine = balancePerimeterResource.useCreate();
  const [state, setState] = useState<CreationState>(INITIAL_CREATION);
  const [running, setRunning] = useState(false);

  const calls: CreationCalls = {
    createBalance: (info) => createBalance.mutateAsync(info),
    createLine: (perimeterId, balanceAapeId) => createLine.mutateAsync({ perimeter_id: perimeterId, balanceAapeId }),
    listLines: async (balanceAapeId) =>
      (await balancePerimeterResource.list({ balanceAapeId, limit: LINES_LIMIT })).data,
  };

  const run = async (info: BalanceActionWrite): Promise<CreationState> => {
    setRunning(true);
    try {
      const next = await continueCreation(state, info, perimeterIds, calls, setState);
      setState(next);
      return next;
    } finally {
      setRunning(false);
    }
  };

  return { state, running, run };
}
