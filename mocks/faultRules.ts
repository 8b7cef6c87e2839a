import { z } from 'zod';

/**
 * Fault injection for QA: rules that make the mocked API fail on purpose, so e2e suites can test
 * the failure paths (README "Fault injection (QA)"). Off unless a switch holds rules
 * (mocks/faultSwitch.ts); mocks/faultHandler.ts answers the requests they match. This module reads
 * the rules (text syntax or JSON) and says which requests a rule concerns.
 */

export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'DELETE', '*'] as const;
export const FAULT_KINDS = ['status', 'timeout', 'network', 'malformed', 'mismatch', 'code', 'slow'] as const;

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
    case 'network':
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
