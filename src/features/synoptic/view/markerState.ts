import { severityTagStyle, type SeverityTagStyle } from '../../../entities/alerting/severity';

/**
 * A marker's colour (issue 20: "coloured by the state of its alerts (an event in progress → its
 * level's colour)"): the colours the events screens give a level (SeverityTag: info blue, warning
 * orange, danger red, by spec 000 §4's mapping); no event in progress → neutral grey.
 */
const COLORS: Record<SeverityTagStyle, string> = {
  info: 'var(--mantine-color-blue-7)',
  warning: 'var(--mantine-color-orange-7)',
  danger: 'var(--mantine-color-red-8)',
};
export const NEUTRAL_MARKER_COLOR = 'var(--mantine-color-gray-6)';

export function markerColor(alertLevel: string | null | undefined): string {
  return alertLevel ? COLORS[severityTagStyle(alertLevel)] : NEUTRAL_MARKER_COLOR;
}

/** The last 24 hours a hovered marker charts, ending now. */
export const HISTORY_MS = 24 * 3_600_000;

/** spec: "refreshed every minute" (issue 20 item 3). */
export const VALUES_REFRESH_MS = 60_000;
