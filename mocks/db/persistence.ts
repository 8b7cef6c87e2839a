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

/** Writes come in bursts (a form saves several rows): save once the burst is over. */
export function createDatabaseSaver(read: () => MockDatabase, delayMs = 250): { schedule(): void; flush(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      await set(KEY, read(), demoStore());
    } catch (error) {
      console.warn('Demo data could not be saved.', error);
    }
  };
  return {
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
  };
}
