import { REPORT_FORM_MESSAGES, reportPayloadSchema, type Report } from '../../../entities/reports/api';
import { ApiError } from '../../../api/apiError';
import { serverFieldErrors } from '../../../navigation/forms/serverFieldErrors';
import { REPORT_SERVER_FIELDS, reportFormDefaults, reportFormSchema, reportPeriodOf } from './reportForm';

// 25 November 2026, 07:00 in Paris: M-1 is the month before, up to now.
const NOW = new Date('2026-11-25T06:00:00.000Z');
const schema = reportFormSchema(() => NOW);
const filled = {
  project: 2,
  dashboard: 2,
  graphs: [5, 7],
  period: { shortcut: 'M-1' as const },
  name: '  Rapport mensuel  ',
  title: '',
  description: '  ',
};

const messagesOf = (input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the on-demand report form schema (spec 001 §5)', () => {
  it('refuses an empty form with the three choice messages, the period and the name', () => {
    expect(messagesOf(reportFormDefaults(null)).sort()).toEqual(
      [
        ['dashboard', REPORT_FORM_MESSAGES.dashboard],
        ['graphs', REPORT_FORM_MESSAGES.graphs],
        ['name', 'report.onDemand.error.name'],
        ['project', REPORT_FORM_MESSAGES.project],
      ].sort(),
    );
    expect(messagesOf({ ...filled, period: null })).toEqual([['period', 'report.onDemand.error.period']]);
    expect(messagesOf({ ...filled, period: { start: '2026-11-02T00:00', end: '2026-11-01T00:00' } })).toEqual([
      ['period', 'report.onDemand.error.period'],
    ]);
    expect(messagesOf({ ...filled, name: 'x'.repeat(201) })).toEqual([['name', 'report.onDemand.error.nameLength']]);
  });

  it('gives the body the server takes: the period resolved, the name trimmed, empty texts as null', () => {
    const body = schema.parse(filled);
    expect(body).toEqual({
      project: 2,
      dashboard: 2,
      graphs: [5, 7],
      name: 'Rapport mensuel',
      title: null,
      description: null,
      startDate: '2026-10-25T06:00:00.000Z',
      endDate: '2026-11-25T06:00:00.000Z',
    });
    // What is sent passes the entity's own payload rules.
    expect(reportPayloadSchema.safeParse(body).success).toBe(true);
  });

  it('reopens a report with its own fields and period', () => {
    const report: Report = {
      id: 9,
      name: 'Bilan',
      title: 'Bilan d’octobre',
      description: null,
      startDate: '2026-10-01T00:00:00.000Z',
      endDate: '2026-11-01T00:00:00.000Z',
      project: { id: 3, name: 'Fours', place: { id: 2, name: 'Valenciennes', client: { id: 1, name: 'Métal Nord' } } },
      dashboard: { id: 4, name: 'Suivi' },
      graphs: [{ id: 11, name: 'Puissance' }],
      status: 'ready',
    };
    const values = reportFormDefaults(report);
    expect(values).toMatchObject({ project: 3, dashboard: 4, graphs: [11], title: 'Bilan d’octobre', description: '' });
    expect(schema.parse(values)).toMatchObject({
      startDate: '2026-10-01T00:00:00.000Z',
      endDate: '2026-11-01T00:00:00.000Z',
    });
    expect(reportPeriodOf(values.period, NOW)?.start.toISOString()).toBe('2026-10-01T00:00:00.000Z');
  });

  it('puts the server codes on their fields, and no field for the others', () => {
    const onFields = (codes: string[]) =>
      serverFieldErrors(new ApiError(400, codes), REPORT_SERVER_FIELDS).map(({ field, code }) => ({ field, code }));
    expect(onFields(['GRAPH_NOT_FOUND', 'INVALID_PERIOD', 'MAINTENANCE'])).toEqual([
      { field: 'graphs', code: 'GRAPH_NOT_FOUND' },
      { field: 'period', code: 'INVALID_PERIOD' },
    ]);
    expect(onFields(['MAINTENANCE'])).toEqual([]);
  });
});
