/** The automatic refreshes a dashboard offers; off is the absence of the URL's `refresh`. */
export const REFRESH_INTERVALS = ['1m', '5m', '15m'] as const;
export type RefreshInterval = (typeof REFRESH_INTERVALS)[number];

const MINUTE_MS = 60_000;

const INTERVAL_MS: Record<RefreshInterval, number> = { '1m': MINUTE_MS, '5m': 5 * MINUTE_MS, '15m': 15 * MINUTE_MS };

/** The delay between two automatic refreshes, or null when they are off. */
export function refreshIntervalMs(interval: RefreshInterval | undefined): number | null {
  return interval ? INTERVAL_MS[interval] : null;
}
