/**
 * SHA-256 digests of the refresh tokens already spent, shared by the tabs of this origin. A digest
 * cannot be used as a token: no token ever leaves sessionStorage or memory.
 *
 * Why IndexedDB and not localStorage: the tab that gets the refresh lock right after another tab
 * spent a token must find that token's digest, or it spends the token again and the provider
 * revokes the whole grant. In Chromium each tab reads localStorage from its own copy, and another
 * tab's write reaches that copy later, in no order with the lock grant: under load the next lock
 * holder read the old list (about one hand-over in ten in a two-tab loop) and the session ended.
 * An IndexedDB transaction that has completed is seen by every transaction started afterwards, in
 * any tab, so `add` resolves on completion and the refresh releases the lock only after that.
 * localStorage remains the fallback where IndexedDB cannot be opened.
 */

export interface SpentDigests {
  has(digest: string): Promise<boolean>;
  /** Resolves once a tab that reads afterwards finds the digest (best effort on the fallback). */
  add(digest: string): Promise<void>;
}

const DATABASE = 'wattsight-auth';
const STORE = 'spentRefreshDigests';
const KEY = 'digests';
const FALLBACK_KEY = 'wattsight.auth.spentRefreshDigests';
const KEEP = 20;

function onlyDigests(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function withDigest(digests: string[], digest: string): string[] {
  return [...digests.filter((item) => item !== digest), digest].slice(-KEEP);
}

function readFallback(storage: Storage | undefined): string[] {
  try {
    return onlyDigests(JSON.parse((storage ?? window.localStorage).getItem(FALLBACK_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** The fallback: tabs may see each other's marks late, the broadcast then covers most cases. */
export function localSpentDigests(storage?: Storage): SpentDigests {
  return {
    has: (digest) => Promise.resolve(readFallback(storage).includes(digest)),
    add: (digest) => {
      try {
        (storage ?? window.localStorage).setItem(
          FALLBACK_KEY,
          JSON.stringify(withDigest(readFallback(storage), digest)),
        );
      } catch {
        // Storage refused: tabs then rely on the broadcast alone.
      }
      return Promise.resolve();
    },
  };
}

function openDatabase(factory: IDBFactory | undefined): Promise<IDBDatabase | null> {
  if (!factory) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

function readDigests(database: IDBDatabase): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const request = database.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
    request.onsuccess = () => resolve(onlyDigests(request.result));
    request.onerror = () => reject(request.error ?? new Error('Reading the spent digests failed.'));
  });
}

/** Read and write in one transaction, so that two tabs adding at once keep both digests. */
function addDigest(database: IDBDatabase, digest: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    const request = store.get(KEY);
    request.onsuccess = () => store.put(withDigest(onlyDigests(request.result), digest), KEY);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('Saving a spent digest failed.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('Saving a spent digest was aborted.'));
  });
}

export function indexedDbSpentDigests(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  fallback: SpentDigests = localSpentDigests(),
): SpentDigests {
  let opened: Promise<IDBDatabase | null> | null = null;
  const database = () => (opened ??= openDatabase(factory));
  return {
    has: async (digest) => {
      const db = await database();
      if (!db) return fallback.has(digest);
      try {
        // A tab whose IndexedDB write failed marked the digest in the fallback.
        return (await readDigests(db)).includes(digest) || (await fallback.has(digest));
      } catch {
        return fallback.has(digest);
      }
    },
    add: async (digest) => {
      const db = await database();
      if (!db) return fallback.add(digest);
      try {
        await addDigest(db, digest);
      } catch {
        await fallback.add(digest);
      }
    },
  };
}
