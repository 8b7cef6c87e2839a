import { severityColors } from '../../../entities/alerting/severity';

/**
 * A marker's colour (issue 20: "coloured by the state of its alerts (an event in progress → its
 * level's colour)"): the colour the events screens give its level (severityColors); no event in
 * progress → neutral grey.
 */
export const NEUTRAL_MARKER_COLOR = 'var(--mantine-color-gray-6)';

export function markerColor(alertLevel: string | null | undefined): string {
  return alertLevel ? severityColors(alertLevel).marker : NEUTRAL_MARKER_COLOR;
}

/** The last 24 hours a hovered marker charts, ending now. */
export const HISTORY_MS = 24 * 3_600_000;

/** spec: "refreshed every minute" (issue 20 item 3). */
export const VALUES_REFRESH_MS = 60_000;
