import { useState } from 'react';
import { variablesResource } from '../../../entities/variables/api';
import {
  isNoOp,
  outcomeOfError,
  updateOf,
  type ChangeOutcome,
  type ChangeResult,
  type PendingChange,
} from './attachChanges';

/** Writes in flight at once: enough to be quick, few enough not to flood the server. */
export const APPLY_CONCURRENCY = 3;

export interface ApplyChanges {
  /** The last run's results, live while it runs (one per change, in the changes' order). */
  results: ChangeResult[];
  running: boolean;
  apply: (changes: readonly PendingChange[]) => Promise<ChangeResult[]>;
  clear: () => void;
}

/**
 * Sends each change as its own PUT variables/{id} (addProjectIds or removeProjectIds: spec 000
 * §7) through the variables resource's update, so that each success updates the cached lists and
 * refreshes what the refresh table names (src/entities/refreshes.ts), and each failure is told
 * once by the app's notification. Every change gets its own result: one refusal does not stop
 * the others. A change asking for what already holds is not sent.
 */
export function useApplyChanges(projectId: number): ApplyChanges {
  const update = variablesResource.useUpdate();
  const [results, setResults] = useState<ChangeResult[]>([]);
  const [running, setRunning] = useState(false);

  const apply = async (changes: readonly PendingChange[]): Promise<ChangeResult[]> => {
    const current: ChangeResult[] = changes.map((change) => ({
      ...change,
      outcome: isNoOp(change, projectId) ? { state: 'already', code: null } : { state: 'sending' },
    }));
    setResults([...current]);
    setRunning(true);
    const settle = (index: number, outcome: ChangeOutcome) => {
      const result = current[index];
      if (!result) return;
      current[index] = { ...result, outcome };
      setResults([...current]);
    };
    const queue = current.flatMap((result, index) => (result.outcome.state === 'sending' ? [index] : []));
    const worker = async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const change = current[index];
        if (!change) continue;
        try {
          await update.mutateAsync({ id: change.variable.id, input: updateOf(change, projectId) });
          settle(index, { state: 'done' });
        } catch (error) {
          settle(index, outcomeOfError(change.action, error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(APPLY_CONCURRENCY, queue.length) }, worker));
    setRunning(false);
    return current;
  };

  return { results, running, apply, clear: () => setResults([]) };
}
