import { z } from 'zod';

/*
 * Drafts of forms being typed, kept in the tab's sessionStorage so that they survive a reload of
 * the page (spec 000 §8's refresh-and-reload after a 401, a maintenance redirect, a chunk reload,
 * an accidental F5) and nothing else: sessionStorage dies with the tab and is never shared with
 * another one, unlike localStorage, which must hold nothing a user typed for a record.
 */

export const DRAFT_KEY_PREFIX = 'wattsight.draft:';
/** A draft older than this is stale: the record has likely moved on. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** All drafts together, in characters of JSON: sessionStorage holds ~5 MB per origin, shared with the session. */
export const DRAFTS_MAX_CHARS = 256 * 1024;

/** One draft per page (path and search) and form on it: two forms of one page need two ids. */
export function draftKey(route: string, formId: string): string {
  return `${DRAFT_KEY_PREFIX}${route}#${formId}`;
}

const storedDraftSchema = z.object({
  version: z.literal(1),
  savedAt: z.number(),
  values: z.record(z.string(), z.unknown()),
});

type StoredDraft = z.infer<typeof storedDraftSchema>;

// The getter itself throws where storage is forbidden (sandboxed frames, some privacy settings).
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function parse(text: string | null, now: number): StoredDraft | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = storedDraftSchema.safeParse(json);
  if (!result.success) return null;
  // A draft from the future (clock changed) is as doubtful as an old one.
  const age = now - result.data.savedAt;
  return age >= 0 && age <= DRAFT_MAX_AGE_MS ? result.data : null;
}

/**
 * Every draft of the tab: on signing out, so that the next person to sign in here never sees what
 * the previous one typed. (A session that ended by itself keeps them, for the same user's return.)
 */
export function removeAllDrafts(): void {
  try {
    const storage = session();
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) storage.removeItem(key);
  } catch {
    // See removeDraft.
  }
}

export function removeDraft(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing to do: a storage that refuses has nothing of ours either.
  }
}

/** The values of the draft stored under `key`; a draft that is unreadable, of another version or stale is dropped. */
export function readDraft(key: string, now: number = Date.now()): Record<string, unknown> | null {
  let text: string | null = null;
  try {
    text = session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  const draft = parse(text, now);
  if (text !== null && draft === null) removeDraft(key);
  return draft?.values ?? null;
}

/** The other drafts, stale and unreadable ones dropped on the way, oldest first. */
function otherDrafts(storage: Storage, except: string, now: number): { key: string; size: number; savedAt: number }[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && key !== except && key.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
  }
  const drafts: { key: string; size: number; savedAt: number }[] = [];
  for (const key of keys) {
    const text = storage.getItem(key);
    const draft = parse(text, now);
    if (draft === null || text === null) storage.removeItem(key);
    else drafts.push({ key, size: key.length + text.length, savedAt: draft.savedAt });
  }
  return drafts.sort((a, b) => a.savedAt - b.savedAt);
}

/**
 * Stores the values under `key`, making room by dropping the oldest other drafts when all of them
 * would pass DRAFTS_MAX_CHARS. Returns false when the draft could not be kept (too large on its
 * own, storage refused or full): the form goes on working, only without a safety net.
 */
export function writeDraft(key: string, values: Record<string, unknown>, now: number = Date.now()): boolean {
  const storage = session();
  if (!storage) return false;
  const draft: StoredDraft = { version: 1, savedAt: now, values };
  const text = JSON.stringify(draft);
  const size = key.length + text.length;
  try {
    if (size > DRAFTS_MAX_CHARS) {
      // An older, smaller draft of the same form would come back as if it were the latest text.
      storage.removeItem(key);
      return false;
    }
    const others = otherDrafts(storage, key, now);
    let total = others.reduce((sum, other) => sum + other.size, size);
    for (const other of others) {
      if (total <= DRAFTS_MAX_CHARS) break;
      storage.removeItem(other.key);
      total -= other.size;
    }
    storage.setItem(key, text);
    return true;
  } catch {
    removeDraft(key);
    return false;
  }
}

/** Keeps the draft stored under `from` under `to` instead (the page's search changed). */
export function moveDraft(from: string, to: string, now: number = Date.now()): void {
  const values = readDraft(from, now);
  removeDraft(from);
  if (values !== null) writeDraft(to, values, now);
}
