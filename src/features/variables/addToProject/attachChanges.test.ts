import { ApiError } from '../../../api/apiError';
import type { Variable } from '../../../entities/variables/api';
import {
  attachSelection,
  changesFromDraft,
  changesToDraft,
  isNoOp,
  outcomeOfError,
  remainingAfter,
  summarize,
  updateOf,
  willBeAttached,
  withAttachSelection,
  withMembership,
  withMemberships,
  type ChangeResult,
  type PendingChange,
} from './attachChanges';

const PROJECT = 7;
const place = { id: 1, name: 'Usine', client: { id: 1, name: 'Client' } };
const variable = (id: number, projectIds: number[] = []): Variable => ({
  id,
  name: `Variable ${id}`,
  sourceTechnicalName: `V_${id}`,
  unit: { id: 1, name: 'kW' },
  aggregation: { id: 1, name: 'average' },
  aggregationId: 1,
  acquisitionDevice: { id: 3, name: 'Automate' },
  place,
  projects: projectIds.map((projectId) => ({ id: projectId, name: `P${projectId}`, place })),
  sampling: 1,
  samplingUnit: 'minutes',
  type: 'variable',
});
const free = variable(1);
const inside = variable(2, [PROJECT]);
const elsewhere = variable(3, [8]);

describe('choosing changes', () => {
  it('records a tick that changes membership and forgets one that does not', () => {
    let changes = withMembership([], free, true, PROJECT);
    expect(changes).toEqual([{ action: 'attach', variable: free }]);
    changes = withMembership(changes, inside, false, PROJECT);
    expect(changes.map((change) => change.action)).toEqual(['attach', 'detach']);
    expect(willBeAttached(changes, inside, PROJECT)).toBe(false);
    expect(willBeAttached(changes, elsewhere, PROJECT)).toBe(false);
    // Ticking back to what the variable already is drops its change.
    expect(withMembership(changes, free, false, PROJECT)).toEqual([{ action: 'detach', variable: inside }]);
    expect(withMemberships([], [free, inside, elsewhere], true, PROJECT)).toEqual([
      { action: 'attach', variable: free },
      { action: 'attach', variable: elsewhere },
    ]);
  });

  it('lets the picker hold the variables to attach, keeping the detachments', () => {
    const start: PendingChange[] = [{ action: 'detach', variable: inside }];
    const next = withAttachSelection(start, [free, elsewhere]);
    expect(next).toEqual([...start, { action: 'attach', variable: free }, { action: 'attach', variable: elsewhere }]);
    expect(attachSelection(next)).toEqual([free, elsewhere]);
    expect(withAttachSelection(next, [elsewhere])).toEqual([start[0], { action: 'attach', variable: elsewhere }]);
  });

  it('sends one project added or removed, and nothing for what already holds', () => {
    expect(updateOf({ action: 'attach', variable: free }, PROJECT)).toEqual({ addProjectIds: [PROJECT] });
    expect(updateOf({ action: 'detach', variable: inside }, PROJECT)).toEqual({ removeProjectIds: [PROJECT] });
    expect(isNoOp({ action: 'attach', variable: inside }, PROJECT)).toBe(true);
    expect(isNoOp({ action: 'detach', variable: free }, PROJECT)).toBe(true);
    expect(isNoOp({ action: 'attach', variable: free }, PROJECT)).toBe(false);
  });
});

describe('results', () => {
  it('reads DUPLICATE_VARIABLE on attach and NOT_IN_PROJECT on detach as "already as asked"', () => {
    expect(outcomeOfError('attach', new ApiError(409, ['DUPLICATE_VARIABLE']))).toEqual({
      state: 'already',
      code: 'DUPLICATE_VARIABLE',
    });
    expect(outcomeOfError('detach', new ApiError(409, ['NOT_IN_PROJECT']))).toEqual({
      state: 'already',
      code: 'NOT_IN_PROJECT',
    });
    const refused = new ApiError(400, ['TOO_MANY_PLACES_FOR_VARIABLE']);
    expect(outcomeOfError('attach', refused)).toEqual({ state: 'failed', error: refused });
  });

  it('counts the outcomes and keeps only the failed changes to try again', () => {
    const changes: PendingChange[] = [
      { action: 'attach', variable: free },
      { action: 'detach', variable: inside },
      { action: 'attach', variable: elsewhere },
    ];
    const results: ChangeResult[] = [
      { ...changes[0]!, outcome: { state: 'done' } },
      { ...changes[1]!, outcome: { state: 'already', code: 'NOT_IN_PROJECT' } },
      { ...changes[2]!, outcome: { state: 'failed', error: new ApiError(500, ['ERROR']) } },
    ];
    expect(summarize(results)).toEqual({ attached: 1, detached: 0, already: 1, failed: 1, sending: 0 });
    const chosenMeanwhile: PendingChange = { action: 'attach', variable: variable(4) };
    expect(remainingAfter([...changes, chosenMeanwhile], results)).toEqual([changes[2], chosenMeanwhile]);
  });

  it('keeps the changes in a draft that reads back, and ignores a spoiled one', () => {
    const changes: PendingChange[] = [{ action: 'attach', variable: free }];
    expect(changesFromDraft(JSON.parse(JSON.stringify(changesToDraft(changes))) as Record<string, unknown>)).toEqual(
      changes,
    );
    expect(changesFromDraft({ changes: [{ action: 'attach', variable: { id: 'x' } }] })).toEqual([]);
    expect(changesFromDraft(null)).toEqual([]);
  });
});
