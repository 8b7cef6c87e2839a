import { apiFeedback, type ApiFeedback, type SuccessKind } from './apiFeedback';
import { isApiError } from './apiError';

/** spec 000 §9: one notification of a kind per 3-second window. */
export const NOTIFICATION_DEDUPE_MS = 3000;

/** spec 000 §8: these are only logged, never shown. */
export const LOGGED_ONLY_CODES: ReadonlySet<string> = new Set(['VARIABLE_NOT_FOUND', 'UNAUTHORIZED']);

/**
 * The formula check answers a test, not a change: it shows no success message (spec 000 §8).
 * Neither do a modelling's start and stop (spec 001 §4): the screen shows the run's own state, and
 * "The item has been added / deleted" would say nothing true of them.
 */
const NO_SUCCESS_NOTICE = /(^|\/)(check-formula|modelization(\/\d+)?)\/?$/;

const SUCCESS_BY_METHOD: Readonly<Record<string, SuccessKind>> = { POST: 'add', PUT: 'edit', DELETE: 'delete' };

export interface ApiReporter {
  /** A failed call, once it has finally failed (after any retry). */
  reportError(error: unknown): void;
  /** The server's message list: maintenance, logged-only codes, or one notification per window. */
  reportMessages(messages: readonly string[]): void;
  /** A successful call: POST add, PUT edit, DELETE delete, each kind once per window. */
  reportSuccess(method: string, path: string): void;
}

export function createApiReporter(
  getFeedback: () => ApiFeedback = apiFeedback,
  now: () => number = Date.now,
): ApiReporter {
  let lastErrorAt = Number.NEGATIVE_INFINITY;
  const lastSuccessAt: Record<SuccessKind, number> = {
    add: Number.NEGATIVE_INFINITY,
    edit: Number.NEGATIVE_INFINITY,
    delete: Number.NEGATIVE_INFINITY,
  };

  const reportMessages = (messages: readonly string[]): void => {
    if (messages.includes('MAINTENANCE')) {
      getFeedback().goToMaintenance();
      return;
    }
    const first = messages[0] ?? 'UNKNOWN';
    if (LOGGED_ONLY_CODES.has(first)) {
      console.warn('API:', first);
      return;
    }
    const at = now();
    if (at - lastErrorAt < NOTIFICATION_DEDUPE_MS) {
      console.warn('API error (notification already shown):', first);
      return;
    }
    lastErrorAt = at;
    getFeedback().showError(first);
  };

  return {
    reportMessages,
    reportError(error) {
      if (isApiError(error)) reportMessages(error.messages);
      else {
        console.error(error);
        reportMessages(['UNKNOWN']);
      }
    },
    reportSuccess(method, path) {
      const kind = SUCCESS_BY_METHOD[method.toUpperCase()];
      if (!kind || NO_SUCCESS_NOTICE.test(path)) return;
      const at = now();
      if (at - lastSuccessAt[kind] < NOTIFICATION_DEDUPE_MS) return;
      lastSuccessAt[kind] = at;
      getFeedback().showSuccess(kind);
    },
  };
}

/** The app's one reporter: the windows are shared by every call. */
export const apiReporter: ApiReporter = createApiReporter();
