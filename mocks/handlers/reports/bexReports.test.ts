// @vitest-environment node
import { MAINTENANCE_CHECK_KINDS } from '../../../src/lib/maintenanceChecks';
import { faultyProjectId } from '../../db/maintenanceFaults';
import { visibleProjectIds } from '../../db/downloads';
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

interface Finding {
  kind: string;
  variable: { id: number; name: string } | null;
  acquisitionDevice: { id: number; name: string } | null;
  firstSeenAt: string;
  lastSeenAt: string;
  value: number | null;
  range: { min: number; max: number } | null;
  series: { variable: { id: number }; aggregationId: number; unit: string } | null;
  comment: string | null;
}
type Report = { id: number; checks: Finding[] };

/** The last whole month before the seed's clock. */
function lastMonth() {
  const now = new Date(api.db.seededAt);
  return {
    startDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString(),
    endDate: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
  };
}

const body = (project: number, period = lastMonth()) => ({
  type: 'maintenance',
  project,
  name: 'Contrôle mensuel',
  ...period,
});

describe('maintenance checks run over the data (spec 001 §9)', () => {
  it('finds each check the seed provokes on its faulty project, with what a chart of it needs', async () => {
    const project = faultyProjectId(api.db);
    expect(project).not.toBeNull();
    const created = await call<Report>('u3', 'POST', 'bex-reports', body(project ?? 0));
    expect(created.status).toBe(201);
    const kinds = new Set(created.body.checks.map((check) => check.kind));
    expect([...kinds].sort()).toEqual([...MAINTENANCE_CHECK_KINDS].sort());
    const below = created.body.checks.find((check) => check.kind === 'below_sensor_range');
    expect(below).toMatchObject({ value: -35, range: { min: -20, max: 120 }, series: { unit: '°C' } });
    const bottom = created.body.checks.find((check) => check.kind === 'bottom_range_value');
    expect(bottom).toMatchObject({ value: 0, range: { min: 0, max: 16 } });
    const silent = created.body.checks.find((check) => check.kind === 'module_not_responding');
    expect(silent?.acquisitionDevice).not.toBeNull();
    expect(silent?.variable).toBeNull();
    // The module's silence of 36 hours, and a chart of one of its variables.
    expect(Date.parse(silent?.lastSeenAt ?? '') - Date.parse(silent?.firstSeenAt ?? '')).toBeGreaterThanOrEqual(
      86_400_000,
    );
    expect(silent?.series?.variable.id).toBeGreaterThan(0);
  });

  it('finds no range or counter fault on a project whose sensors are sound', async () => {
    // A project on another site: the faulty sensors may serve two projects of their own site.
    const placeOf = (id: number | null) => api.db.projects.find((project) => project.id === id)?.placeId;
    const faultyPlace = placeOf(faultyProjectId(api.db));
    const other = visibleProjectIds(api.db).find((id) => placeOf(id) !== faultyPlace) ?? 0;
    const created = await call<Report>('u3', 'POST', 'bex-reports', body(other));
    const kinds = created.body.checks.map((check) => check.kind);
    expect(kinds.filter((kind) => kind !== 'module_not_responding')).toEqual([]);
  });

  it('keeps the findings and takes the comments when the report is saved again with its period', async () => {
    const project = faultyProjectId(api.db) ?? 0;
    const created = await call<Report>('u3', 'POST', 'bex-reports', body(project));
    const first = created.body.checks[0];
    const sent = created.body.checks.map((check, index) => ({
      kind: check.kind,
      variableId: check.variable?.id ?? null,
      acquisitionDeviceId: check.acquisitionDevice?.id ?? null,
      occurrences: 1,
      firstSeenAt: check.firstSeenAt,
      lastSeenAt: check.lastSeenAt,
      comment: index === 0 ? 'Capteur remplacé' : null,
    }));
    const saved = await call<Report>('u3', 'PUT', `bex-reports/${created.body.id}`, { ...body(project), checks: sent });
    expect(saved.body.checks).toHaveLength(created.body.checks.length);
    expect(saved.body.checks[0]).toEqual({ ...first, comment: 'Capteur remplacé' });
  });

  it('runs the checks of a seeded report when it is first read', async () => {
    const seeded = api.db.bexReports.find(
      (row) => row.type === 'maintenance' && row.projectId === faultyProjectId(api.db),
    );
    expect(seeded?.checksRun).toBeFalsy();
    const read = await call<Report>('u4', 'GET', `bex-reports/${seeded?.id ?? 0}`);
    expect(read.body.checks.length).toBeGreaterThan(0);
    expect(seeded?.checksRun).toBe(true);
  });
});
