import { useMatches } from '@tanstack/react-router';
import { useMessage } from '../i18n/useMessage';
import { useEntityNames } from '../ui/EntityNames';
import { normalisePath } from './shell/breadcrumbTrail';

interface RouteTitleParts {
  /** The deepest titled route's own title, with its params as values (or its entity's name). */
  page: string;
  /** The name of the entity the page is a section of (a project, for one of its tabs). */
  entity?: string;
}

function useRouteTitleParts(): RouteTitleParts | undefined {
  const t = useMessage();
  const names = useEntityNames();
  const matches = useMatches();
  const titled = [...matches].reverse().find((match) => match.staticData.titleId);
  const titleId = titled?.staticData.titleId;
  if (!titled || !titleId) return undefined;
  const own = names.get(normalisePath(titled.fullPath));
  if (own) return { page: own };
  const parent = titled.staticData.parent;
  const entity = parent ? names.get(normalisePath(parent)) : undefined;
  return { page: t(titleId, titled.params), ...(entity ? { entity } : {}) };
}

/**
 * The page's heading. A page about a named entity reads its name ("Usine Nord" rather than
 * "Project 12"); a section of such a page (a project's tab) reads the entity's name too, its
 * section being shown by the breadcrumb and the tabs.
 */
export function useRouteTitle(): string | undefined {
  const parts = useRouteTitleParts();
  return parts ? (parts.entity ?? parts.page) : undefined;
}

/** The document title says both, the section first ("Energy · Usine Nord"). */
export function useDocumentTitle(): string | undefined {
  const parts = useRouteTitleParts();
  if (!parts) return undefined;
  return parts.entity ? `${parts.page} · ${parts.entity}` : parts.page;
}
