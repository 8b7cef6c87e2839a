import { useEffect, useState } from 'react';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../../navigation/forms/draftStorage';
import { changesFromDraft, changesToDraft, type PendingChange } from './attachChanges';

export interface PendingChanges {
  changes: PendingChange[];
  /** A new list, or a change of the latest one (after an apply, while the user went on choosing). */
  setChanges: (next: PendingChange[] | ((current: PendingChange[]) => PendingChange[])) => void;
  /** The changes came back from the tab's draft after a reload, and are not applied yet. */
  restored: boolean;
  /** Drops every change and the draft. */
  discard: () => void;
}

/**
 * The changes chosen and not applied yet, kept in the tab's draft (sessionStorage) so that a
 * reload (a 401's refresh and reload, a maintenance redirect, F5) gives them back. One draft per
 * project, whatever device is shown.
 */
export function usePendingChanges(projectId: number): PendingChanges {
  const key = draftKey(`/automatic-variables/AddVarsToProject/${projectId}`, 'changes');
  const [initial] = useState(() => changesFromDraft(readDraft(key)));
  const [changes, setChanges] = useState<PendingChange[]>(initial);
  const [restored, setRestored] = useState(initial.length > 0);

  useEffect(() => {
    if (changes.length === 0) removeDraft(key);
    else writeDraft(key, changesToDraft(changes));
  }, [key, changes]);

  // Once the list is emptied (applied or discarded) what was restored is gone too.
  if (restored && changes.length === 0) setRestored(false);

  return { changes, setChanges, restored, discard: () => setChanges([]) };
}
