/** The login screen's search: where to go back after signing in, and why the session ended. */
export interface LoginSearch {
  redirect?: string;
  reason?: 'expired' | 'unusable' | 'failed';
}

const REASONS: readonly string[] = ['expired', 'unusable', 'failed'];

const isReason = (value: unknown): value is LoginSearch['reason'] =>
  typeof value === 'string' && REASONS.includes(value);

/** Anything unexpected is dropped, never refused: a bad link still shows the login screen. */
export function loginSearchFrom(search: Record<string, unknown>): LoginSearch {
  return {
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    reason: isReason(search.reason) ? search.reason : undefined,
  };
}
