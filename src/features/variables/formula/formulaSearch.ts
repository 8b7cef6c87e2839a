import { z } from 'zod';
import {
  dateRangeFromSearch,
  dateRangeSearchSchema,
  type DateRangeValue,
} from '../../../ui/DateRangePicker/dateRangeValue';
import { cleanSearch } from '../../../lib/searchParams';

/**
 * The formula screen's URL state (spec 000 §2 "The edit-formula destination takes projectId and
 * formulaId and optional graphId and dashboardId; after saving a formula the user goes back to a
 * given route name or path when one was supplied"), plus the test's period and mode so that a
 * copied link reopens the same test set-up. Malformed fields are dropped, never refused.
 *
 * - `graphId`, `dashboardId`: the graph the formula was opened from; navigation only, never sent.
 * - `goBack`: where to go after saving, a route name (`data-explorer`) or a path of this app
 *   (`/data-explorer/dash/3?range=J-7`). Anything else (another site, `//host`, `javascript:`) is
 *   dropped, so that a crafted link cannot send the user away (open redirect).
 * - `test`: `value` tests a single value (start null, spec 000 §3); the period test is the default.
 * - `range`, `start`, `end`: the test period (DateRangePicker), J-7 by default.
 */

/** Paths the app never goes back to after a save: the sign-in pages and the provider. */
const REFUSED_PREFIXES = ['/login', '/oidc'];
const BASE = 'http://app.invalid';

/**
 * The internal path a go-back value stands for, or null. A route name is a path without its
 * leading slash. Only characters of paths and queries are accepted: no scheme, no backslash, no
 * protocol-relative `//`.
 */
export function safeGoBackPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  const text = candidate.trim();
  if (text === '' || text.length > 500) return null;
  if (/[\\\s]/.test(text) || /^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  const path = text.startsWith('/') ? text : `/${text}`;
  if (path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (REFUSED_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const FORMULA_TEST_MODES = ['period', 'value'] as const;
export type FormulaTestMode = (typeof FORMULA_TEST_MODES)[number];

export const formulaSearchSchema = z.object({
  graphId: positiveId,
  dashboardId: positiveId,
  goBack: z
    .string()
    .transform((value, context) => {
      const path = safeGoBackPath(value);
      if (path === null) {
        context.addIssue({ code: 'custom', message: 'not an internal path' });
        return z.NEVER;
      }
      return path;
    })
    .optional()
    .catch(undefined),
  test: z.enum(FORMULA_TEST_MODES).optional().catch(undefined),
  ...dateRangeSearchSchema.shape,
});
export type FormulaSearch = z.infer<typeof formulaSearchSchema>;

/** The test period when the URL gives none: the last seven days. */
export const DEFAULT_TEST_RANGE: DateRangeValue = { shortcut: 'J-7' };

const SEARCH_DEFAULTS: Partial<FormulaSearch> = { test: 'period', range: 'J-7' };

export function formulaTestMode(search: FormulaSearch): FormulaTestMode {
  return search.test ?? 'period';
}

export function formulaTestRange(search: FormulaSearch): DateRangeValue {
  return dateRangeFromSearch(search) ?? DEFAULT_TEST_RANGE;
}

/** The search after a change of the test set-up, defaults left out of the URL. */
export function withFormulaTest(search: FormulaSearch, patch: Partial<FormulaSearch>): FormulaSearch {
  return cleanSearch({ ...search, ...patch }, SEARCH_DEFAULTS);
}

/** Where the user goes after a save or a cancel (spec 000 §2), most specific first. */
export type FormulaDestination =
  | { kind: 'path'; href: string }
  | { kind: 'graph'; dashId: number; graphId: number }
  | { kind: 'list'; projectId: number };

export function formulaDestination(search: FormulaSearch, projectId: number): FormulaDestination {
  const path = safeGoBackPath(search.goBack);
  if (path) return { kind: 'path', href: path };
  if (search.graphId !== undefined && search.dashboardId !== undefined)
    return { kind: 'graph', dashId: search.dashboardId, graphId: search.graphId };
  return { kind: 'list', projectId };
}
