import { z } from 'zod';
import { cleanSearch } from '../../../lib/searchParams';

/**
 * The alert editor's URL state: the open tab (spec 000 §2 "tabs: variable selection, general
 * parameters, scenarios"), the project a new alert starts in, and where a saved alert goes back to
 * (spec 000 §7 "PUT … may navigate to a given path afterwards"). Malformed values are dropped.
 */

export const EDITOR_TABS = ['variables', 'parameters', 'scenarios'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

const BASE = 'http://app.invalid';

/**
 * The internal path a `returnTo` value stands for, or null: it must start with "/" and not "//"
 * (another host), hold no backslash, space or control character, and stay on this origin, so that
 * a crafted link cannot send the user elsewhere after a save (open redirect).
 */
export function safeReturnTo(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (candidate === '' || candidate.length > 1000) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

export const alertEditorSearchSchema = z.object({
  /** The first tab is the default, left out of the URL. */
  tab: z.enum(EDITOR_TABS).optional().catch(undefined),
  /** A new alert's project (from the list's filter); ignored when editing. */
  projectId: positiveId,
  returnTo: z
    .string()
    .transform((value, context) => {
      const path = safeReturnTo(value);
      if (path === null) {
        context.addIssue({ code: 'custom', message: 'not an internal path' });
        return z.NEVER;
      }
      return path;
    })
    .optional()
    .catch(undefined),
});
export type AlertEditorSearch = z.infer<typeof alertEditorSearchSchema>;

export function editorTab(search: AlertEditorSearch): EditorTab {
  return search.tab ?? 'variables';
}

/** The search with another tab open; the first tab is left out of the URL. */
export function withEditorTab(search: AlertEditorSearch, tab: EditorTab): AlertEditorSearch {
  return cleanSearch({ ...search, tab }, { tab: 'variables' });
}

export interface AlertProjectScope {
  clientId: number;
  placeId: number;
  projectId: number;
}

/** Where the user goes after a save (spec 000 §7): the given internal path after an edit, else the list on the alert's project. */
export type AlertEditorDestination = { kind: 'path'; href: string } | { kind: 'list'; scope: AlertProjectScope | null };

export function alertEditorDestination(
  search: AlertEditorSearch,
  saved: 'created' | 'updated' | 'cancelled',
  scope: AlertProjectScope | null,
): AlertEditorDestination {
  const path = saved === 'created' ? null : safeReturnTo(search.returnTo);
  return path ? { kind: 'path', href: path } : { kind: 'list', scope };
}
