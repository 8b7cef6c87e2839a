import { mockNow } from '../../db/clock';
import { http, type HttpHandler } from 'msw';
import { isScenarioActive } from '../../../src/entities/alerting/scenarioSchedule';
import { MAX_POINTS_PER_SERIES } from '../../../src/lib/sampling';
import type { ScenarioRow } from '../../db/alertRows';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import { readName } from './alertBody';
import { apiUrl, type MockApiContext } from '../context';
import { crudHandlers, requireAnyPermission } from '../crudHandlers';
import { fail, findOr404, numberParam, requireSuperuser, route } from '../respond';
import { seesPlace } from '../scope';

/** Scenarios and their time data (spec 000 §3, §7). */

const HOUR = 3_600_000;
const DEFAULT_WINDOW = 14 * 24 * HOUR;

const SCENARIO_VIEW = ['alerting_scenario_view', 'alerting_scenario_manage', 'alerting_configuration_view'];

const isBooleans = (value: unknown, length: number): value is boolean[] =>
  Array.isArray(value) && value.length === length && value.every((item) => typeof item === 'boolean');

/** A checked scenario body; a global one (placeId null) needs a superuser (spec 000 §6). */
function readScenarioBody(db: MockDatabase, body: Record<string, unknown>, caller: MockUser): Omit<ScenarioRow, 'id'> {
  const name = readName(body.name);
  const placeId = body.placeId ?? null;
  if (placeId === null) requireSuperuser(caller, 'GLOBAL_SCENARIO_NEEDS_SUPERUSER');
  else if (
    typeof placeId !== 'number' ||
    !db.places.some((place) => place.id === placeId) ||
    !seesPlace(db, caller, placeId)
  )
    fail(404, 'PLACE_NOT_FOUND');
  // Seven days (Monday first) and 24 hours, each a boolean; a schedule that is never active is no schedule.
  if (!isBooleans(body.days, 7) || !isBooleans(body.hours, 24)) fail(400, 'INVALID_PERIOD');
  if (!body.days.includes(true) || !body.hours.includes(true)) fail(400, 'INVALID_PERIOD');
  return { name, placeId, days: [...body.days], hours: [...body.hours] };
}

/** A global scenario (no site) applies to every site: everyone sees it; a site's, those who see the site. */
const seesScenario = (db: MockDatabase, caller: MockUser, row: ScenarioRow) =>
  row.placeId === null || seesPlace(db, caller, row.placeId);

/** spec 000 §3 "deletable" is a client-side flag; the mocked API tells whether no alert uses the scenario. */
function scenarioAnswer(db: MockDatabase, row: ScenarioRow) {
  return { ...row, deletable: !db.alerts.some((alert) => alert.scenarioIds.includes(row.id)) };
}

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** Weekday (Monday = 0) and hour of an instant in a timezone. */
function localClock(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
  return (instant: number) => {
    const parts = format.formatToParts(instant);
    const weekday = WEEKDAYS[parts.find((part) => part.type === 'weekday')?.value ?? 'Mon'] ?? 0;
    const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0) % 24;
    return { weekday, hour };
  };
}

function readPeriod(url: URL, now: number): { start: number; end: number } {
  const endText = url.searchParams.get('end');
  const startText = url.searchParams.get('start');
  const end = endText ? Date.parse(endText) : now;
  const start = startText ? Date.parse(startText) : end - DEFAULT_WINDOW;
  if (Number.isNaN(start) || Number.isNaN(end) || start >= end) fail(400, 'INVALID_PERIOD');
  return { start, end };
}

/** The scenario's active hours over [start, end], in its site's timezone (Europe/Paris for global ones). */
function scenarioTimeData(db: MockDatabase, scenario: ScenarioRow, url: URL) {
  const { start, end } = readPeriod(url, mockNow(db));
  const limit = Math.min(MAX_POINTS_PER_SERIES, Math.max(1, numberParam(url, 'limit') ?? MAX_POINTS_PER_SERIES));
  const timeZone = db.places.find((place) => place.id === scenario.placeId)?.timezone ?? 'Europe/Paris';
  const clock = localClock(timeZone);
  const data: { date: string; value: number }[] = [];
  const periods: { start: string; end: string }[] = [];
  let openedAt: number | null = null;
  const first = Math.floor(start / HOUR) * HOUR;
  for (let hour = first, count = 0; hour < end && count < limit; hour += HOUR, count += 1) {
    const { weekday, hour: localHour } = clock(hour);
    const active = isScenarioActive(scenario, weekday, localHour);
    data.push({ date: new Date(hour).toISOString(), value: active ? 1 : 0 });
    if (active && openedAt === null) openedAt = Math.max(hour, start);
    if (!active && openedAt !== null) {
      periods.push({ start: new Date(openedAt).toISOString(), end: new Date(hour).toISOString() });
      openedAt = null;
    }
    if (openedAt !== null && (hour + HOUR >= end || count + 1 >= limit)) {
      periods.push({
        start: new Date(openedAt).toISOString(),
        end: new Date(Math.min(hour + HOUR, end)).toISOString(),
      });
    }
  }
  const timeserie = url.searchParams.get('timeserie') === 'true';
  return { id: scenario.id, name: scenario.name, data: timeserie ? data : [], periods };
}

export function scenarioHandlers(context: MockApiContext): HttpHandler[] {
  return [
    http.get(
      apiUrl(context, 'scenario-time-data'),
      route(context, ({ url, caller }) => {
        requireAnyPermission(caller, [...SCENARIO_VIEW, 'alerting_event_view']);
        const { db } = context;
        const scenarioId = numberParam(url, 'scenarioId') ?? fail(404, 'SCENARIO_NOT_FOUND');
        const scenario = findOr404(db.scenarios, scenarioId, 'SCENARIO_NOT_FOUND');
        if (!seesScenario(db, caller, scenario)) fail(404, 'SCENARIO_NOT_FOUND');
        return scenarioTimeData(db, scenario, url);
      }),
    ),
    // A global scenario (no site) is a superuser's to change; one that alerts use stays.
    ...crudHandlers<ScenarioRow>(context, {
      path: 'scenarios',
      table: (db) => db.scenarios,
      notFound: 'SCENARIO_NOT_FOUND',
      permissions: { view: SCENARIO_VIEW, manage: 'alerting_scenario_manage' },
      scope: (row, { db, caller }) => seesScenario(db, caller, row),
      view: (row, db) => scenarioAnswer(db, row),
      where: (url) => {
        const placeId = numberParam(url, 'placeId');
        const scenarioId = numberParam(url, 'scenarioId');
        // A site's scenarios include the global ones: they apply to every site.
        return (row) =>
          (scenarioId === null || row.id === scenarioId) &&
          (placeId === null || row.placeId === null || row.placeId === placeId);
      },
      read: (body, { db, caller }) => readScenarioBody(db, body, caller),
      checkRow: (row, { caller, call }) => {
        if (call !== 'get' && row.placeId === null) requireSuperuser(caller, 'GLOBAL_SCENARIO_NEEDS_SUPERUSER');
      },
      beforeDelete: (row, { db }) => {
        if (db.alerts.some((alert) => alert.scenarioIds.includes(row.id))) fail(409, 'NOT_DELETABLE');
      },
    }),
  ];
}
