import { http, HttpResponse } from 'msw';
import { faultRuleMatches, type FaultRule } from './faultRules';

/** Resolves after `ms` (never when null), or as soon as the client aborts; true when aborted. */
function waitUnlessAborted(ms: number | null, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(true);
  return new Promise((resolve) => {
    // No timer for "never", so a pending timeout does not keep a Node test process alive.
    const timer = ms === null ? undefined : setTimeout(() => done(false), ms);
    const done = (aborted: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(aborted);
    };
    const onAbort = () => done(true);
    signal.addEventListener('abort', onAbort);
  });
}

// Truncated on purpose: the client's JSON parsing must fail.
export const MALFORMED_BODY = '{"messages": ["ERROR"';
/** Parses as JSON but matches no answer's schema (no data, no total_count, no id). */
const MISMATCHED_BODY = { unexpected: true };

/** How many requests each rule has answered, for `@times`. */
export interface FaultUseCounter {
  used: (rule: FaultRule) => number;
  use: (rule: FaultRule) => void;
}

/** In memory, per rule object: the tests' counter (and the default). */
export function memoryUseCounter(): FaultUseCounter {
  const counts = new WeakMap<FaultRule, number>();
  return { used: (rule) => counts.get(rule) ?? 0, use: (rule) => counts.set(rule, (counts.get(rule) ?? 0) + 1) };
}

/**
 * An msw handler to place FIRST: it answers the requests a rule matches and lets every other one
 * fall through to the real handlers. It matches through a predicate, not `apiBaseUrl + '*'`, so that
 * requests no rule concerns stay unmatched and `onUnhandledRequest: 'error'` still guards the tests.
 * `times` is counted by `counter`: per rule object by default, so `getRules` must return the same
 * objects while the rules are unchanged (browserFaultRules and createFaultSwitch do).
 */
export function createFaultHandler(
  apiBaseUrl: string,
  getRules: () => FaultRule[],
  counter: FaultUseCounter = memoryUseCounter(),
) {
  const findRule = (request: Request): FaultRule | undefined => {
    const rules = getRules();
    if (rules.length === 0) return undefined;
    const url = new URL(request.url);
    // A relative base ("/api/") is on the page's origin, as msw itself resolves relative paths.
    const base = new URL(apiBaseUrl, typeof location === 'undefined' ? url : location.href);
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
    const path = url.pathname.slice(base.pathname.length);
    const left = (rule: FaultRule) => rule.times === undefined || counter.used(rule) < rule.times;
    return rules.find((rule) => left(rule) && faultRuleMatches(rule, request.method, path));
  };

  return http.all(
    ({ request }) => findRule(request) !== undefined,
    async ({ request }) => {
      // Found again and counted here, where the request is answered: the predicate only decides.
      const rule = findRule(request);
      if (!rule) return undefined;
      counter.use(rule);
      switch (rule.kind) {
        case 'status':
          return HttpResponse.json({ messages: ['ERROR'] }, { status: rule.status ?? 500 });
        case 'code':
          return HttpResponse.json({ messages: [rule.code] }, { status: rule.status ?? 400 });
        case 'malformed':
          return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } });
        case 'mismatch':
          // Valid JSON of the wrong shape: what an API change the client does not know gives.
          return HttpResponse.json(MISMATCHED_BODY, { status: 200 });
        case 'timeout':
          // Never answers; once the client gives up, end with a network error rather than fall
          // through, so an abandoned POST does not still change the mocked data.
          await waitUnlessAborted(null, request.signal);
          return HttpResponse.error();
        case 'network':
          // The connection dropped or the server is unreachable: no answer at all, at once.
          return HttpResponse.error();
        case 'slow':
          // Undefined falls through to the real handlers, which answer after the wait.
          return (await waitUnlessAborted(rule.delayMs ?? 3000, request.signal)) ? HttpResponse.error() : undefined;
      }
    },
  );
}
