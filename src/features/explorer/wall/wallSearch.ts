/**
 * The wall display's URL, shareable as a link: `/data-explorer/wall?dashboards=3&dashboards=5&every=30`
 * (a hand-written `dashboards=3,5,8` reads too).
 * The dashboards shown in turn, in this order; the seconds each stays on screen; and the colour
 * scheme to show it in (applied by the route, whatever the account chose). Anything malformed falls back to its
 * default rather than to an error page: a wall has nobody to read it.
 */
export interface WallSearch {
  dashboards?: number[];
  every?: number;
  theme?: WallTheme;
}

export const WALL_THEMES = ['light', 'dark'] as const;
export type WallTheme = (typeof WALL_THEMES)[number];

export const WALL_EVERY_SECONDS = { min: 15, max: 3600, default: 60 } as const;

const isWallTheme = (value: unknown): value is WallTheme => WALL_THEMES.some((theme) => theme === value);

/** Each of the URL's dashboard ids once, in their order; what is not an id is left out. */
export function parseDashboardIds(value: unknown): number[] {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const ids = values
    .filter((one) => typeof one === 'string' || typeof one === 'number')
    .flatMap((one) => String(one).split(','))
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0 && Number.isSafeInteger(id));
  return [...new Set(ids)];
}

/** A whole number of seconds within the bounds, or null. */
export function parseEverySeconds(value: unknown): number | null {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(seconds) && seconds >= WALL_EVERY_SECONDS.min && seconds <= WALL_EVERY_SECONDS.max
    ? seconds
    : null;
}

/** The route's search validation: the router gives each value JSON-parsed when it can (`3` is a number). */
export function parseWallSearch(raw: Record<string, unknown>): WallSearch {
  const ids = parseDashboardIds(raw.dashboards);
  const every = parseEverySeconds(raw.every);
  return {
    ...(ids.length > 0 ? { dashboards: ids } : {}),
    ...(every !== null && every !== WALL_EVERY_SECONDS.default ? { every } : {}),
    ...(isWallTheme(raw.theme) ? { theme: raw.theme } : {}),
  };
}

export function wallSeconds(search: WallSearch): number {
  return search.every ?? WALL_EVERY_SECONDS.default;
}

/** The wall's path and query, as the router writes them (arrays as repeated parameters). */
export function wallHref(input: { dashboards: readonly number[]; every: number; theme?: WallTheme }): string {
  const query = input.dashboards.map((id) => `dashboards=${id}`);
  if (input.every !== WALL_EVERY_SECONDS.default) query.push(`every=${input.every}`);
  if (input.theme) query.push(`theme=${input.theme}`);
  return `/data-explorer/wall?${query.join('&')}`;
}
