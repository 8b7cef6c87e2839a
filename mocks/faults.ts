import { http, HttpResponse } from 'msw';
import { z } from 'zod';

/**
 * Fault injection for QA: rules that make the mocked API fail on purpose, so e2e suites can test
 * the failure paths (README "Fault injection (QA)"). Off unless a switch holds rules.
 */

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'DELETE', '*'] as const;
export const FAULT_KINDS = ['status', 'timeout', 'malformed', 'mismatch', 'code', 'slow'] as const;
export const FAULTS_URL_PARAM = 'mockFaults';
export const FAULTS_STORAGE_KEY = 'wattsight.mockFaults';

// setTimeout silently fires at once above this (msw's delay() warns about the same limit).
const MAX_DELAY_MS = 2_147_483_647;

/** A path pattern's problem, or null: `*` is one whole segment, `**` only the last one. */
function pathProblem(path: string): string | null {
  const segments = pathSegments(path);
  if (segments.length === 0) return 'the path is empty';
  if (segments.some((segment) => /\s/.test(segment))) return 'the path holds a space';
  if (segments.some((segment) => segment !== '*' && segment !== '**' && segment.includes('*'))) {
    return '"*" must be a whole path segment';
  }
  if (segments.slice(0, -1).includes('**')) return '"**" may only end the path';
  return null;
}

const faultRuleSchema = z
  .strictObject({
    method: z.enum(FAULT_METHODS).optional(),
    path: z.string(),
    kind: z.enum(FAULT_KINDS),
    // Error statuses only: a 2xx/3xx "fault" is no fault, and 204/304 cannot carry the error body.
    status: z.number().int().min(400).max(599).optional(),
    code: z
      .string()
      .regex(/^[\w.-]+$/, 'a code is letters, digits, "_", "." or "-"')
      .optional(),
    delayMs: z.number().int().min(0).max(MAX_DELAY_MS).optional(),
    times: z.number().int().min(1).optional(),
  })
  .superRefine((rule, context) => {
    const problem = pathProblem(rule.path);
    if (problem) context.addIssue({ code: 'custom', path: ['path'], message: problem });
    if (rule.kind === 'code' && !rule.code) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'kind "code" needs a code' });
    }
  });

export type FaultRule = z.infer<typeof faultRuleSchema>;
export type FaultMethod = (typeof FAULT_METHODS)[number];
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultParseResult {
  rules: FaultRule[];
  /** One readable line per ignored part, e.g. `"events=boom": unknown kind "boom"`. */
  problems: string[];
}

function validateRule(candidate: unknown, label: string): FaultRule | string {
  const result = faultRuleSchema.safeParse(candidate);
  if (result.success) return { ...result.data, path: pathSegments(result.data.path).join('/') };
  const details = result.error.issues.map((issue) => `${issue.path.join('.') || 'rule'}: ${issue.message}`);
  return `${label}: ${details.join('; ')}`;
}

const whole = (text: string | undefined): number | undefined | null =>
  text === undefined || text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : null;

/** One rule of the text syntax, `[METHOD ]path=kind[:arg[:arg]][@times]`, as an unvalidated candidate. */
function textRuleCandidate(part: string): Record<string, unknown> | string {
  const equals = part.indexOf('=');
  if (equals < 0) return 'expected "path=kind"';
  const [, method, path = ''] = /^(?:(\S+)\s+)?(.*)$/s.exec(part.slice(0, equals).trim()) ?? [];
  const [, spec = '', timesText] = /^(.*?)(?:@(\S*))?$/s.exec(part.slice(equals + 1).trim()) ?? [];
  const [kindText = '', ...args] = spec.split(':').map((arg) => arg.trim());
  const kind = kindText.toLowerCase();
  const times = whole(timesText);
  if (timesText !== undefined && !times) return `"@${timesText}" is not a number of requests`;
  const candidate: Record<string, unknown> = { path, kind };
  if (method !== undefined) candidate.method = method.toUpperCase();
  if (times) candidate.times = times;
  const numberArg = (key: 'status' | 'delayMs', text: string | undefined): string | null => {
    const value = whole(text);
    if (value === null) return `"${text}" is not a whole number`;
    if (value !== undefined) candidate[key] = value;
    return null;
  };
  const expectArgs = (max: number) => (args.length > max ? `too many ":" arguments for "${kind}"` : null);
  switch (kind) {
    case 'status':
      return expectArgs(1) ?? numberArg('status', args[0]) ?? candidate;
    case 'code':
      candidate.code = args[0];
      return expectArgs(2) ?? numberArg('status', args[1]) ?? candidate;
    case 'slow':
      return expectArgs(1) ?? numberArg('delayMs', args[0]) ?? candidate;
    case 'timeout':
    case 'malformed':
    case 'mismatch':
      return expectArgs(0) ?? candidate;
    default:
      return `unknown kind "${kindText}"`;
  }
}

/** Parses rules without side effects: the text syntax, or a JSON array of rules. */
export function parseFaultRulesReport(text: string): FaultParseResult {
  const rules: FaultRule[] = [];
  const problems: string[] = [];
  const keep = (result: FaultRule | string) =>
    typeof result === 'string' ? problems.push(result) : rules.push(result);
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return { rules, problems: ['the JSON is not valid'] };
    }
    if (!Array.isArray(parsed)) return { rules, problems: ['the JSON is not an array of rules'] };
    parsed.forEach((candidate: unknown, index) => keep(validateRule(candidate, `rule ${index}`)));
    return { rules, problems };
  }
  for (const part of trimmed.split(/[;\n]/).map((piece) => piece.trim())) {
    if (!part) continue;
    const candidate = textRuleCandidate(part);
    keep(typeof candidate === 'string' ? `"${part}": ${candidate}` : validateRule(candidate, `"${part}"`));
  }
  return { rules, problems };
}

/** The rules of `text`; ignored parts are reported with console.warn so a typo is not silent. */
export function parseFaultRules(text: string): FaultRule[] {
  const { rules, problems } = parseFaultRulesReport(text);
  for (const problem of problems) console.warn(`[mockFaults] ignored ${problem}`);
  return rules;
}

function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a rule's path pattern matches a request path relative to the API base (no query). */
export function matchesFaultPath(pattern: string, path: string): boolean {
  const wanted = pathSegments(pattern);
  const actual = pathSegments(path);
  for (const [index, segment] of wanted.entries()) {
    // A trailing "**" is the resource and everything under it, so it also takes zero segments.
    if (segment === '**') return true;
    const actualSegment = actual[index];
    if (actualSegment === undefined || (segment !== '*' && segment !== actualSegment)) return false;
  }
  return wanted.length === actual.length;
}

export function faultRuleMatches(rule: FaultRule, method: string, path: string): boolean {
  const methodMatches = !rule.method || rule.method === '*' || rule.method === method.toUpperCase();
  return methodMatches && matchesFaultPath(rule.path, path);
}

type StorageReader = Pick<Storage, 'getItem'>;

export interface FaultStorages {
  session?: StorageReader | null;
  local?: StorageReader | null;
}

// Storage throws when the browser forbids it (sandboxed frames, some privacy settings).
function withoutThrowing<T>(get: () => T): T | null {
  try {
    return get();
  } catch {
    return null;
  }
}

const readStorage = (storage: StorageReader | null | undefined): string | null =>
  withoutThrowing(() => storage?.getItem(FAULTS_STORAGE_KEY)) ?? null;

/**
 * The text of the switch that wins, URL > sessionStorage > localStorage, or null when none is set.
 * A switch that is present wins even when empty, so `?mockFaults=` turns faults off in one tab.
 */
export function readFaultText(location: Pick<Location, 'search'> | null, storages: FaultStorages): string | null {
  const fromUrl = location ? new URLSearchParams(location.search).get(FAULTS_URL_PARAM) : null;
  return fromUrl ?? readStorage(storages.session) ?? readStorage(storages.local);
}

export function readFaultRules(location: Pick<Location, 'search'> | null, storages: FaultStorages): FaultRule[] {
  const text = readFaultText(location, storages);
  return text ? parseFaultRules(text) : [];
}

export interface FaultWindow {
  location: Pick<Location, 'search'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  localStorage: StorageReader;
}

/**
 * The demo's rule source. The URL switch is read once, at start-up, and copied into sessionStorage,
 * because the sign-in redirects drop the query (and the router may rewrite it). Storage is then read
 * on every request, so a test can change the rules without a reload; the text is parsed again only
 * when it changes, which keeps the rule objects (and their `times` counts) stable.
 */
export function browserFaultRules(page: FaultWindow): () => FaultRule[] {
  const fromUrl = new URLSearchParams(page.location.search).get(FAULTS_URL_PARAM);
  const copy = (text: string) => {
    page.sessionStorage.setItem(FAULTS_STORAGE_KEY, text);
    return true;
  };
  // Without sessionStorage the URL rules still win, for this page load.
  const pinned = fromUrl !== null && withoutThrowing(() => copy(fromUrl)) === null ? fromUrl : null;
  const storages = {
    session: withoutThrowing(() => page.sessionStorage),
    local: withoutThrowing(() => page.localStorage),
  };
  let lastText: string | null = null;
  let lastRules: FaultRule[] = [];
  return () => {
    const text = pinned ?? readFaultText(null, storages);
    if (text !== lastText) {
      lastText = text;
      lastRules = text ? parseFaultRules(text) : [];
    }
    return lastRules;
  };
}

/** The tests' rule source: `setFaults` replaces the rules and starts their `times` counts afresh. */
export function createFaultSwitch(): { getRules: () => FaultRule[]; setFaults: (rules: FaultRule[] | string) => void } {
  let rules: FaultRule[] = [];
  return {
    getRules: () => rules,
    setFaults: (next) => {
      // Copies, so that passing the same objects again still resets their counts.
      rules = typeof next === 'string' ? parseFaultRules(next) : next.map((rule) => ({ ...rule }));
    },
  };
}

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

/**
 * An msw handler to place FIRST: it answers the requests a rule matches and lets every other one
 * fall through to the real handlers. It matches through a predicate, not `apiBaseUrl + '*'`, so that
 * requests no rule concerns stay unmatched and `onUnhandledRequest: 'error'` still guards the tests.
 * `times` is counted per rule object: `getRules` must return the same objects while the rules are
 * unchanged (browserFaultRules and createFaultSwitch do).
 */
export function createFaultHandler(apiBaseUrl: string, getRules: () => FaultRule[]) {
  const used = new WeakMap<FaultRule, number>();

  const findRule = (request: Request): FaultRule | undefined => {
    const rules = getRules();
    if (rules.length === 0) return undefined;
    const url = new URL(request.url);
    // A relative base ("/api/") is on the page's origin, as msw itself resolves relative paths.
    const base = new URL(apiBaseUrl, typeof location === 'undefined' ? url : location.href);
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
    const path = url.pathname.slice(base.pathname.length);
    const left = (rule: FaultRule) => rule.times === undefined || (used.get(rule) ?? 0) < rule.times;
    return rules.find((rule) => left(rule) && faultRuleMatches(rule, request.method, path));
  };

  return http.all(
    ({ request }) => findRule(request) !== undefined,
    async ({ request }) => {
      // Found again and counted here, where the request is answered: the predicate only decides.
      const rule = findRule(request);
      if (!rule) return undefined;
      used.set(rule, (used.get(rule) ?? 0) + 1);
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
        case 'slow':
          // Undefined falls through to the real handlers, which answer after the wait.
          return (await waitUnlessAborted(rule.delayMs ?? 3000, request.signal)) ? HttpResponse.error() : undefined;
      }
    },
  );
}
