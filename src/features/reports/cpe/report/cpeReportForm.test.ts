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
  it('asks for a project, a name and the period’s first and last days', () => {
    expect(errorsOf({ ...EMPTY, firstDay: '', lastDay: '31/10' })).toEqual({
      projectId: 'projectRequired',
      name: 'nameRequired',
      firstDay: 'firstDayRequired',
      lastDay: 'lastDayRequired',
    });
  });

  it('refuses a last day before the first, and takes a period of one day', () => {
    expect(errorsOf({ ...valid, firstDay: '2026-06-01', lastDay: '2026-05-31' })).toEqual({
      lastDay: 'lastDayBeforeFirst',
    });
    expect(errorsOf({ ...valid, firstDay: '2026-06-01', lastDay: '2026-06-01' })).toEqual({});
  });

  it('sends the days from midnight to the midnight after the last one, on the site’s clock', () => {
    const output = cpeReportFormSchema.parse({
      ...valid,
      name: '  Rapport CPE – T3 ',
      firstDay: '2026-08-01',
      lastDay: '2026-10-31',
    });
    expect(cpeReportPayloadOf(output)).toEqual({
      type: 'cpe',
      project: 3,
      name: 'Rapport CPE – T3',
      title: null,
      // 01/08 00:00 (summer time) to 01/11 00:00 (winter time) in Paris.
      startDate: '2026-07-31T22:00:00.000Z',
      endDate: '2026-10-31T23:00:00.000Z',
      status: 'draft',
      comments: null,
    });
  });

  it('opens a new report on the last full calendar month, its last day included', () => {
    expect([EMPTY.firstDay, EMPTY.lastDay]).toEqual(['2026-10-01', '2026-10-31']);
    const january = emptyCpeReport(new Date('2026-01-10T10:00:00Z'));
    expect([january.firstDay, january.lastDay]).toEqual(['2025-12-01', '2025-12-31']);
    const march = emptyCpeReport(new Date('2024-03-05T10:00:00Z'));
    expect([march.firstDay, march.lastDay]).toEqual(['2024-02-01', '2024-02-29']);
  });

  it('reads a saved report back as the list says its period, and sends it back unchanged', () => {
    const report = {
      id: 4,
      type: 'cpe' as const,
      project: { id: 3, name: 'Usine', place: { id: 1, name: 'Site', client: { id: 1, name: 'Client' } } },
      name: 'Rapport',
      title: null,
      startDate: '2026-06-30T22:00:00.000Z',
      endDate: '2026-09-30T22:00:00.000Z',
      status: 'validated' as const,
      comments: 'Vu',
    };
    const values = cpeReportFormValuesOf(report);
    expect(values).toEqual({
      projectId: 3,
      firstDay: '2026-07-01',
      lastDay: '2026-09-30',
      name: 'Rapport',
      title: '',
      status: 'validated',
      comments: 'Vu',
    });
    expect(cpeReportPayloadOf(cpeReportFormSchema.parse(values))).toMatchObject({
      startDate: report.startDate,
      endDate: report.endDate,
    });
  });
});
