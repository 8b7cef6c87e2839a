import { z } from 'zod';
import { isApiError } from '../../../api/apiError';
import { variableSchema, type Variable, type VariableUpdate } from '../../../entities/variables/api';

/*
 * The changes the "add variables to a project" screen collects before sending them (spec 000 §2
 * AddVarsToProject/{projectId}): variables to attach to the project and attached ones to detach.
 * Pure, so that the rules are tested without a screen.
 */

export type ChangeAction = 'attach' | 'detach';

export interface PendingChange {
  action: ChangeAction;
  /** The variable as it was read when chosen (its projects say whether it was attached). */
  variable: Variable;
}

export function isAttached(variable: Variable, projectId: number): boolean {
  return variable.projects.some((project) => project.id === projectId);
}

/** Whether the variable will be in the project once the changes are applied. */
export function willBeAttached(changes: readonly PendingChange[], variable: Variable, projectId: number): boolean {
  const change = changes.find((item) => item.variable.id === variable.id);
  return change ? change.action === 'attach' : isAttached(variable, projectId);
}

/**
 * A row's box ticked or unticked: wanting what the variable already is drops its change; wanting
 * the other state records it.
 */
export function withMembership(
  changes: readonly PendingChange[],
  variable: Variable,
  inProject: boolean,
  projectId: number,
): PendingChange[] {
  const others = changes.filter((item) => item.variable.id !== variable.id);
  if (inProject === isAttached(variable, projectId)) return others;
  const change: PendingChange = { action: inProject ? 'attach' : 'detach', variable };
  const index = changes.findIndex((item) => item.variable.id === variable.id);
  if (index === -1) return [...others, change];
  return [...others.slice(0, index), change, ...others.slice(index)];
}

/** Several rows at once ("tick all"), in their order. */
export function withMemberships(
  changes: readonly PendingChange[],
  variables: readonly Variable[],
  inProject: boolean,
  projectId: number,
): PendingChange[] {
  return variables.reduce<PendingChange[]>(
    (next, variable) => withMembership(next, variable, inProject, projectId),
    [...changes],
  );
}

/** The variables to attach, as the picker's value. */
export function attachSelection(changes: readonly PendingChange[]): Variable[] {
  return changes.filter((item) => item.action === 'attach').map((item) => item.variable);
}

/**
 * The picker's new value: its variables are the ones to attach (an already attached one stays in
 * the list, and is then left alone: see `isNoOp`); detachments are kept.
 */
export function withAttachSelection(
  changes: readonly PendingChange[],
  selection: readonly Variable[],
): PendingChange[] {
  const chosen = new Set(selection.map((variable) => variable.id));
  const kept = changes.filter((item) =>
    item.action === 'detach' ? !chosen.has(item.variable.id) : chosen.has(item.variable.id),
  );
  const known = new Set(kept.map((item) => item.variable.id));
  const added = selection
    .filter((variable) => !known.has(variable.id))
    .map((variable): PendingChange => ({ action: 'attach', variable }));
  return [...kept, ...added];
}

/** A change that asks for what already holds: nothing is sent for it. */
export function isNoOp(change: PendingChange, projectId: number): boolean {
  return (change.action === 'attach') === isAttached(change.variable, projectId);
}

/** PUT variables/{id}: one project added or removed, the other projects untouched (spec 000 §7). */
export function updateOf(change: PendingChange, projectId: number): VariableUpdate {
  return change.action === 'attach' ? { addProjectIds: [projectId] } : { removeProjectIds: [projectId] };
}

// ---- Results -----------------------------------------------------------------------------------

/**
 * What became of one change. `already`: the server says the variable already was as asked
 * (DUPLICATE_VARIABLE on attach, NOT_IN_PROJECT on detach; or nothing was sent). `failed`: it
 * was refused or did not get through; the change stays to be tried again.
 */
export type ChangeOutcome =
  | { state: 'sending' }
  | { state: 'done' }
  | { state: 'already'; code: string | null }
  | { state: 'failed'; error: unknown };

export interface ChangeResult {
  action: ChangeAction;
  variable: Variable;
  outcome: ChangeOutcome;
}

/** The codes that say "already as asked" for an action (spec 000 §8). */
const ALREADY: Record<ChangeAction, string> = { attach: 'DUPLICATE_VARIABLE', detach: 'NOT_IN_PROJECT' };

export function outcomeOfError(action: ChangeAction, error: unknown): ChangeOutcome {
  if (isApiError(error) && error.has(ALREADY[action])) return { state: 'already', code: ALREADY[action] };
  return { state: 'failed', error };
}

export interface ResultSummary {
  attached: number;
  detached: number;
  already: number;
  failed: number;
  sending: number;
}

export function summarize(results: readonly ChangeResult[]): ResultSummary {
  const summary: ResultSummary = { attached: 0, detached: 0, already: 0, failed: 0, sending: 0 };
  for (const { action, outcome } of results) {
    if (outcome.state === 'done') summary[action === 'attach' ? 'attached' : 'detached'] += 1;
    else summary[outcome.state] += 1;
  }
  return summary;
}

/** What stays to do after a run: the failed changes (the others hold now). */
export function remainingAfter(changes: readonly PendingChange[], results: readonly ChangeResult[]): PendingChange[] {
  const failed = new Set(
    results.filter((result) => result.outcome.state === 'failed').map((result) => result.variable.id),
  );
  const sent = new Set(results.map((result) => result.variable.id));
  return changes.filter((change) => failed.has(change.variable.id) || !sent.has(change.variable.id));
}

// ---- Draft -------------------------------------------------------------------------------------

const storedChangesSchema = z.object({
  changes: z.array(z.object({ action: z.enum(['attach', 'detach']), variable: variableSchema })),
});

/** The changes kept in the tab's draft (a reload after a 401 must not lose them: README drafts). */
export function changesToDraft(changes: readonly PendingChange[]): Record<string, unknown> {
  return { changes: changes.map(({ action, variable }) => ({ action, variable })) };
}

export function changesFromDraft(values: Record<string, unknown> | null): PendingChange[] {
  const parsed = storedChangesSchema.safeParse(values);
  return parsed.success ? parsed.data.changes : [];
}
