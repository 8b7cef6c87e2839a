/** While a file of the page is being prepared, the page is read again this often. */
export const PENDING_POLL_MS = 2_000;
/** A request made this long ago is no longer expected any second: it is looked at less often. */
const RECENT_MS = 5 * 60_000;
const LONG_PENDING_POLL_MS = 30_000;

/**
 * How often the downloads are read again for the files being prepared; false when there is none.
 * The live connection says when a file is ready; this covers a connection that is down.
 */
export function pendingPollInterval(
  files: readonly { status: string; createdAt?: string | null }[] | undefined,
  now = Date.now(),
): number | false {
  const pending = (files ?? []).filter((file) => file.status === 'pending');
  if (pending.length === 0) return false;
  const recent = pending.some((file) => !file.createdAt || now - Date.parse(file.createdAt) < RECENT_MS);
  return recent ? PENDING_POLL_MS : LONG_PENDING_POLL_MS;
}
