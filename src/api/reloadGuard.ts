const RELOAD_MARK_PREFIX = 'wattsight.reload.';

/**
 * The one reason for a reload after a script failed to load, whether the start-up's or a route's:
 * the same missing chunk can fail both ways after a deployment, and two reasons gave it two reloads.
 */
export const CHUNK_LOAD_RELOAD = 'chunk-load';
const LOOP_WINDOW_MS = 15_000;

/**
 * Reloads the page unless this same reason already reloaded it moments ago: a reload that does
 * not cure the problem must not turn into a loop. Returns whether a reload was started.
 */
export function reloadOnce(
  reason: string,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const key = RELOAD_MARK_PREFIX + reason;
  if (!mayReload(reason, now)) return false;
  try {
    window.sessionStorage.setItem(key, String(now));
  } catch {
    // See above.
  }
  reload();
  return true;
}

/**
 * TanStack Router's lazy route components reload the page on their own, once per module that failed
 * to load, and remember it under this key (lazyRouteComponent).
 */
export function routerReloadKey(error: Error): string {
  return `tanstack_router_reload:${error.message}`;
}

/**
 * Reloads once for a script that failed to load, and tells the router's lazy components so: after
 * a start-up's reload for a chunk, the router would otherwise reload a second time for the same one.
 */
export function reloadForChunk(error: unknown, storage: Pick<Storage, 'setItem'> = window.sessionStorage): boolean {
  if (error instanceof Error) {
    try {
      storage.setItem(routerReloadKey(error), '1');
    } catch {
      // Storage refused: the reload guard still stops a loop.
    }
  }
  return reloadOnce(CHUNK_LOAD_RELOAD);
}

/** Whether reloadOnce(reason) would reload now (it did not for this reason moments ago). */
export function mayReload(reason: string, now: number = Date.now()): boolean {
  let last = Number.NaN;
  try {
    const stored = window.sessionStorage.getItem(RELOAD_MARK_PREFIX + reason);
    if (stored !== null) last = Number(stored);
  } catch {
    // Storage refused: reload anyway, at worst once per page load.
  }
  return !(Number.isFinite(last) && now - last < LOOP_WINDOW_MS);
}

/**
 * The reload for this reason cured the problem (the call it was for has since succeeded): a later
 * occurrence, minutes or seconds away, deserves its own reload.
 */
export function forgetReload(reason: string): void {
  try {
    window.sessionStorage.removeItem(RELOAD_MARK_PREFIX + reason);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/**
 * Whether the app started a reload of its own (reloadOnce) less than `withinMs` ago: a question
 * before unloading the page must not stop it (the reload keeps what was typed in drafts).
 */
export function appReloadStartedWithin(withinMs: number, storage: Storage, now: number = Date.now()): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(RELOAD_MARK_PREFIX)) continue;
    const at = Number(storage.getItem(key));
    if (Number.isFinite(at) && now - at >= 0 && now - at < withinMs) return true;
  }
  return false;
}
