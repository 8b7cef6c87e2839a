// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BexReport, MaintenanceCheck } from '../../../entities/reports/bexReportsApi';
import { chartWindow, countsByKind, filterByKind, findingRows, subjectOf, withFindingComment } from './findings';

const check = (overrides: Partial<MaintenanceCheck>): MaintenanceCheck => ({
  kind: 'below_sensor_range',
  variable: { id: 7, name: 'Température départ' },
  acquisitionDevice: null,
  occurrences: 3,
  firstSeenAt: '2026-10-03T06:00:00.000Z',
  lastSeenAt: '2026-10-03T14:00:00.000Z',
  value: -35,
  range: { min: -20, max: 120 },
  comment: null,
  ...overrides,
});

const report: BexReport = {
  id: 4,
  type: 'maintenance',
  project: { id: 1, name: 'Usine', place: { id: 1, name: 'Site', client: { id: 1, name: 'Client' } } },
  name: 'Contrôle',
  title: null,
  startDate: '2026-10-01T00:00:00.000Z',
  endDate: '2026-11-01T00:00:00.000Z',
  status: 'draft',
  comments: 'Revue',
  checks: [
    check({}),
    check({ kind: 'module_not_responding', variable: null, acquisitionDevice: { id: 2, name: 'Passerelle' } }),
    check({ kind: 'below_sensor_range', comment: 'Câble' }),
  ],
};

describe('findings', () => {
  it('counts every check kind, those without findings at zero', () => {
    const counts = countsByKind(findingRows(report));
    expect(counts).toHaveLength(6);
    expect(counts.find((one) => one.kind === 'below_sensor_range')?.count).toBe(2);
    expect(counts.find((one) => one.kind === 'module_not_responding')?.count).toBe(1);
    expect(counts.find((one) => one.kind === 'counter_reset')?.count).toBe(0);
  });

  it('filters by kind and keeps each finding’s place in the report', () => {
    expect(filterByKind(findingRows(report), 'below_sensor_range').map((row) => row.index)).toEqual([0, 2]);
    expect(filterByKind(findingRows(report), undefined)).toHaveLength(3);
  });

  it('names the variable, or the module that did not respond', () => {
    expect(report.checks?.map(subjectOf)).toEqual(['Température départ', 'Passerelle', 'Température départ']);
  });

  it('sends one finding’s comment back with the others unchanged', () => {
    const body = withFindingComment(report, 0, '  Capteur remplacé ');
    expect(body.checks?.map((one) => one.comment)).toEqual(['Capteur remplacé', null, 'Câble']);
    expect(body.checks?.[1]).toMatchObject({ variableId: null, acquisitionDeviceId: 2 });
    expect(body).toMatchObject({ project: 1, name: 'Contrôle', comments: 'Revue', startDate: report.startDate });
    expect(withFindingComment(report, 2, '   ').checks?.[2]?.comment).toBeNull();
  });

  it('charts a day either side of the finding', () => {
    const window = chartWindow(check({}));
    expect(window).toEqual({
      start: Date.parse('2026-10-02T06:00:00.000Z'),
      end: Date.parse('2026-10-04T14:00:00.000Z'),
    });
  });
});
