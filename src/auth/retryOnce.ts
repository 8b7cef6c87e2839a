/** How long a refused or failed token refresh waits before its one second try. */
export const REFRESH_RETRY_DELAY_MS = 2_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task`, and once more after `delayMs` when it fails; the second failure is the caller's.
 * A token refresh refused once (the provider restarting, a 5xx, a dropped connection, a tab that
 * rotated the token a moment earlier) must not end a session that a wall display keeps for days;
 * a refresh token that is really dead is refused twice and the session ends as before.
 */
export function retryOnce<T>(
  task: () => Promise<T>,
  delayMs: number = REFRESH_RETRY_DELAY_MS,
  wait: (ms: number) => Promise<void> = sleep,
): () => Promise<T> {
  return async () => {
    try {
      return await task();
    } catch {
      await wait(delayMs);
      return task();
    }
  };
}
