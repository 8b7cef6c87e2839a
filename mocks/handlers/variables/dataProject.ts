import { mockNow } from '../../db/clock';
import { http, type HttpHandler } from 'msw';
import type { MockDatabase } from '../../db/database';
import type { MockUser } from '../../db/users';
import { sampleSeries } from '../../series';
import { apiUrl, type MockApiContext } from '../context';
import { isTrue, limitOf, periodOr400, profileOf, samplingForPoints } from './dataSeries';
import { fail, numberParam, route } from '../respond';
import { canSeePlace, unitName } from './variableViews';

/**
 * GET project-data (spec 000 §7: id, start, end, limit, related → data, variables,
 * variablesAlerting). Our reading: the communication data of a project, which a communication-type
 * event loads over its period (spec 000 §4):
 * - variables: the project's acquired variables (kinds variable and tableau), with how many steps
 *   of the period held a value; `related=true` adds the site's acquired variables not attached to
 *   the project;
 * - data: [epochMs, number of those variables that reported] per step (about 200 steps);
 * - variablesAlerting: the variables that missed at least one step (offline, no data).
 */
const COMMUNICATION_POINTS = 200;

function projectData(db: MockDatabase, caller: MockUser, url: URL) {
  const project = db.projects.find((row) => row.id === numberParam(url, 'id'));
  if (!project || !canSeePlace(db, caller, project.placeId)) fail(404, 'PROJECT_NOT_FOUND');
  const period = periodOr400(url.searchParams.get('start'), url.searchParams.get('end'), mockNow(db));
  const related = isTrue(url.searchParams.get('related'));
  const acquired = db.variables.filter(
    (row) =>
      (row.type === 'variable' || row.type === 'tableau') &&
      (row.projectIds.includes(project.id) || (related && row.placeId === project.placeId)),
  );
  const sampling = samplingForPoints(period, Math.min(limitOf(url), COMMUNICATION_POINTS));
  const reporting = new Map<number, number>();
  const variables = acquired.map((variable) => {
    const profile = profileOf(db, variable);
    const points = profile ? sampleSeries(profile, { ...period, ...sampling, aggregation: 'average' }).points : [];
    let present = 0;
    for (const [at, value] of points) {
      if (!reporting.has(at)) reporting.set(at, 0);
      if (value === null) continue;
      present += 1;
      reporting.set(at, (reporting.get(at) ?? 0) + 1);
    }
    const device = db.acquisitionDevices.find((row) => row.id === variable.acquisitionDeviceId);
    return {
      id: variable.id,
      name: variable.name,
      sourceTechnicalName: variable.sourceTechnicalName,
      type: variable.type,
      unit: { id: variable.unitId, name: unitName(db, variable.unitId) },
      acquisitionDevice: device ? { id: device.id, name: device.name } : null,
      attached: variable.projectIds.includes(project.id),
      lastDataDate: variable.lastDataDate,
      expected: points.length,
      received: present,
    };
  });
  const data = [...reporting.entries()].sort(([left], [right]) => left - right);
  return {
    id: project.id,
    data,
    variables,
    variablesAlerting: variables
      .filter((variable) => variable.received < variable.expected || variable.expected === 0)
      .map(({ id, name, lastDataDate, expected, received }) => ({
        id,
        name,
        lastDataDate,
        missing: expected === 0 ? data.length : expected - received,
      })),
    sampling: sampling.sampling,
    samplingUnit: sampling.samplingUnit,
    start: new Date(period.start).toISOString(),
    end: new Date(period.end).toISOString(),
  };
}

export function projectDataHandler(context: MockApiContext): HttpHandler {
  return http.get(
    apiUrl(context, 'project-data'),
    route(context, ({ caller, url }) => projectData(context.db, caller, url)),
  );
}
