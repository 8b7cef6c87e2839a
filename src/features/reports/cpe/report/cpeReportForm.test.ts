// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cpeReportFormSchema,
  cpeReportFormValuesOf,
  cpeReportPayloadOf,
  emptyCpeReport,
  type CpeReportFormValues,
} from './cpeReportForm';

const NOW = new Date('2026-11-25T10:00:00Z');
const EMPTY = emptyCpeReport(NOW);
const valid: CpeReportFormValues = { ...EMPTY, projectId: 3, name: 'Rapport CPE – T3' };

function errorsOf(values: CpeReportFormValues): Record<string, string> {
  const result = cpeReportFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('CPE report form', () => {
  it('asks for a project, a name and a period', () => {
    expect(errorsOf({ ...EMPTY, period: null })).toEqual({
      projectId: 'projectRequired',
      name: 'nameRequired',
      period: 'periodRequired',
    });
  });

  it('refuses a custom period that ends before it starts', () => {
    expect(errorsOf({ ...valid, period: { start: '2026-06-01T00:00', end: '2026-03-01T00:00' } })).toEqual({
      period: 'periodRequired',
    });
    expect(errorsOf({ ...valid, period: { start: '2026-03-01T00:00', end: '2026-06-01T00:00' } })).toEqual({});
  });

  it('sends the period resolved in Paris time, the type cpe and empty texts as null', () => {
    const output = cpeReportFormSchema.parse({ ...valid, name: '  Rapport CPE – T3 ' });
    const payload = cpeReportPayloadOf(output, NOW);
    expect(payload).toEqual({
      type: 'cpe',
      project: 3,
      name: 'Rapport CPE – T3',
      title: null,
      startDate: '2026-09-30T22:00:00.000Z',
      endDate: '2026-10-31T23:00:00.000Z',
      status: 'draft',
      comments: null,
    });
  });

  it('opens a new report on the last full calendar month, a shortcut resolving when sent', () => {
    expect(EMPTY.period).toEqual({ start: '2026-10-01T00:00', end: '2026-11-01T00:00' });
    expect(emptyCpeReport(new Date('2026-01-10T10:00:00Z')).period).toEqual({
      start: '2025-12-01T00:00',
      end: '2026-01-01T00:00',
    });
    const output = cpeReportFormSchema.parse({ ...valid, period: { shortcut: 'J-7' } });
    expect(cpeReportPayloadOf(output, NOW).startDate).toBe('2026-11-18T10:00:00.000Z');
  });

  it('reads a saved report back as the form shows it', () => {
    const values = cpeReportFormValuesOf({
      id: 4,
      type: 'cpe',
      project: { id: 3, name: 'Usine', place: { id: 1, name: 'Site', client: { id: 1, name: 'Client' } } },
      name: 'Rapport',
      title: null,
      startDate: '2026-06-30T22:00:00.000Z',
      endDate: '2026-09-30T22:00:00.000Z',
      status: 'validated',
      comments: 'Vu',
    });
    expect(values).toEqual({
      projectId: 3,
      period: { start: '2026-07-01T00:00', end: '2026-10-01T00:00' },
      name: 'Rapport',
      title: '',
      status: 'validated',
      comments: 'Vu',
    });
  });
});
