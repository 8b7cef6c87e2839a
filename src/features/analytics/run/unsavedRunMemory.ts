/*
 * The run of unsaved inputs this tab started, by the id the server answered for it, kept in the
 * tab's sessionStorage: a reload (an F5, a 401's refresh and reload) still reads its state and
 * result, while a tab that started none never asks for one (no GET modelization/0 for nothing).
 */

const KEY = 'wattsight.analytics.unsavedRun';

// The getter itself throws where storage is forbidden (sandboxed frames, some privacy settings).
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberedUnsavedRun(): number | null {
  const text = session()?.getItem(KEY) ?? null;
  const id = text === null ? Number.NaN : Number(text);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

export function rememberUnsavedRun(configurationId: number): void {
  try {
    session()?.setItem(KEY, String(configurationId));
  } catch {
    // A full or forbidden storage: the run is still read until the page is left.
  }
}
