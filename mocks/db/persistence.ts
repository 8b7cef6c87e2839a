import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { DATABASE_VERSION, type MockDatabase } from './database';

/**
 * The demo keeps what users change across reloads (IndexedDB: large, per origin, off the main
 * thread's storage quota worries). Tokens never go here: only the mocked API's tables.
 */
const KEY = 'database';
let store: UseStore | null = null;

function demoStore(): UseStore {
  store ??= createStore('wattsight-demo', 'state');
  return store;
}

export async function loadDatabase(): Promise<MockDatabase | null> {
  try {
    const saved = await get<MockDatabase>(KEY, demoStore());
    return saved?.version === DATABASE_VERSION ? saved : null;
  } catch (error) {
    console.warn('Demo data could not be read; starting from the seed.', error);
    return null;
  }
}

export async function clearDatabase(): Promise<void> {
  await del(KEY, demoStore());
}

/**
 * Saves after each write, before the write is answered: a reload right after a change must find
 * it. Writes that come while a save runs are folded into one follow-up save.
 */
export function createDatabaseSaver(read: () => MockDatabase): { save(): Promise<void>; settled(): Promise<void> } {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const write = async () => {
    try {
      await set(KEY, read(), demoStore());
    } catch (error) {
      console.warn('Demo data could not be saved.', error);
    }
  };
  const save = (): Promise<void> => {
    if (!running) {
      running = write().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running.then(() => {
      next = null;
      return save();
    });
    return next;
  };
  /** Resolves once every save asked for so far has been written. */
  const settled = (): Promise<void> => next ?? running ?? Promise.resolve();
  return { save, settled };
}
