const RELOAD_MARK_PREFIX = 'wattsight.reload.';
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
