/**
 * Runs `task` at most once at a time: callers arriving while it runs share its promise.
 * Several 401s at once must spend the rotating refresh token once, not once each.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Serialises `task` across the tabs of this origin when the Web Locks API exists. */
export function acrossTabs<T>(
  lockName: string,
  task: () => Promise<T>,
  locks: LockManagerLike | undefined = navigatorLocks(),
): Promise<T> {
  return locks ? locks.request(lockName, task) : task();
}

function navigatorLocks(): LockManagerLike | undefined {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return undefined;
  return navigator.locks;
}
