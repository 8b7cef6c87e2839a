import { severityTagStyle } from '../../../src/entities/alerting/severity';
import type { MockDatabase } from '../../db/database';
import { mockNow } from '../../db/clock';
import type { SynopticRow } from '../../db/synoptic';
import { aggregationOr400, profileOf, seriesFor } from '../variables/dataSeries';
import { unitName } from '../variables/variableViews';

/*
 * GET synoptic/{id}/values: what the synoptic view shows at each point (spec 001 §2 synoptique):
 * the variable's latest value and unit, and the level of its alerts' events in progress. Our
 * call: spec 001 §7 does not show the synoptic payloads.
 */

const HOUR_MS = 3_600_000;
/** The latest value is looked for over the last day of data, in 10-minute steps. */
const LOOKBACK_MS = 24 * HOUR_MS;
const STEP = { sampling: 10, samplingUnit: 'minutes' } as const;

/** The worse of two levels, as the events screens colour them (danger over warning over info). */
const RANK = { info: 0, warning: 1, danger: 2 } as const;
const worse = (a: string | null, b: string): string =>
  a === null || RANK[severityTagStyle(b)] > RANK[severityTagStyle(a)] ? b : a;

/** The levels of the events in progress (not cancelled), by the variables their alert watches. */
function levelsInProgress(db: MockDatabase, projectId: number): Map<number, { level: string; eventId: number }> {
  const levels = new Map<number, { level: string; eventId: number }>();
  for (const event of db.alertEvents) {
    if (event.dateEnd !== null || event.cancelled || event.projectId !== projectId) continue;
    const alert = db.alerts.find((row) => row.id === event.alertId);
    if (!alert) continue;
    const watched = [...alert.alertVariables.map((row) => row.variableId), ...alert.variableIds];
    for (const variableId of watched) {
      const current = levels.get(variableId);
      const level = worse(current?.level ?? null, event.level);
      if (level !== current?.level) levels.set(variableId, { level, eventId: event.id });
    }
  }
  return levels;
}

export function synopticValues(db: MockDatabase, synoptic: SynopticRow) {
  const now = mockNow(db);
  const levels = levelsInProgress(db, synoptic.projectId);
  const variableIds = [...new Set(synoptic.points.map((point) => point.variableId))];
  return {
    id: synoptic.id,
    at: new Date(now).toISOString(),
    data: variableIds.flatMap((variableId) => {
      const variable = db.variables.find((row) => row.id === variableId);
      if (!variable) return [];
      // A last data date at the seed instant means "still live" (dataSeries.ts profileOf).
      const lastMs = variable.lastDataDate ? Date.parse(variable.lastDataDate) : now;
      const end = lastMs >= db.seededAt - HOUR_MS ? now : Math.min(now, lastMs);
      const aggregation = aggregationOr400(db, null, variable.aggregationId);
      const series = seriesFor(
        profileOf(db, variable),
        { start: end - LOOKBACK_MS, end },
        STEP,
        STEP,
        aggregation.name,
        500,
      );
      const latest = [...series.points].reverse().find(([, value]) => value !== null);
      const state = levels.get(variableId) ?? null;
      return [
        {
          variableId,
          aggregationId: variable.aggregationId,
          placeId: variable.placeId,
          unit: unitName(db, variable.unitId),
          date: latest ? new Date(latest[0]).toISOString() : null,
          value: latest?.[1] ?? null,
          alertLevel: state?.level ?? null,
          eventId: state?.eventId ?? null,
        },
      ];
    }),
  };
}
