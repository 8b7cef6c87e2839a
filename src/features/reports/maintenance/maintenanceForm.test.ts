// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/apiError';
import { serverFieldErrors } from '../../../navigation/forms/serverFieldErrors';
import {
  MAINTENANCE_SERVER_FIELDS,
  maintenanceFormSchema,
  maintenancePayload,
  newMaintenanceValues,
  previousMonth,
  type MaintenanceFormValues,
} from './maintenanceForm';

const valid: MaintenanceFormValues = {
  projectId: 3,
  period: { start: '2026-10-01T00:00', end: '2026-11-01T00:00' },
  name: ' Contrôle d’octobre ',
  title: '',
  status: 'draft',
  comments: '  ',
};

const messagesOf = (values: MaintenanceFormValues) => {
  const result = maintenanceFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('maintenance report form', () => {
  it('accepts a project, a period and a name', () => {
    expect(messagesOf(valid)).toEqual({});
  });

  it('asks for the project, the period and a name, each on its field', () => {
    expect(messagesOf({ ...valid, projectId: null, period: null, name: '   ' })).toEqual({
      projectId: 'maintenanceReport.error.project',
      period: 'maintenanceReport.error.period',
      name: 'maintenanceReport.error.name',
    });
  });

  it('refuses a custom period that ends before it starts, rather than reading it as the default one', () => {
    expect(messagesOf({ ...valid, period: { start: '2026-11-01T00:00', end: '2026-10-01T00:00' } })).toEqual({
      period: 'maintenanceReport.error.period',
    });
  });

  it('refuses a period of more than a year', () => {
    expect(messagesOf({ ...valid, period: { start: '2025-01-01T00:00', end: '2026-03-01T00:00' } })).toEqual({
      period: 'maintenanceReport.error.periodLength',
    });
  });

  it('sends the period as instants of Paris wall-clock times, and empty texts as null', () => {
    expect(maintenancePayload(valid)).toEqual({
      type: 'maintenance',
      project: 3,
      name: 'Contrôle d’octobre',
      title: null,
      startDate: '2026-09-30T22:00:00.000Z',
      endDate: '2026-10-31T23:00:00.000Z',
      status: 'draft',
      comments: null,
    });
  });

  it('starts a new report over last month, across the year’s end too', () => {
    expect(previousMonth(new Date('2026-11-25T08:00:00Z'))).toEqual({
      start: '2026-10-01T00:00',
      end: '2026-11-01T00:00',
    });
    expect(previousMonth(new Date('2027-01-10T08:00:00Z'))).toEqual({
      start: '2026-12-01T00:00',
      end: '2027-01-01T00:00',
    });
    expect(newMaintenanceValues(null).projectId).toBeNull();
  });

  it('puts a refused name, project or period on its field, and nothing else', () => {
    const onFields = (error: unknown) =>
      serverFieldErrors(error, MAINTENANCE_SERVER_FIELDS).map(({ field, code }) => ({ field, code }));
    expect(onFields(new ApiError(400, ['INVALID_NAME']))).toEqual([{ field: 'name', code: 'INVALID_NAME' }]);
    expect(onFields(new ApiError(404, ['PROJECT_NOT_FOUND']))).toEqual([
      { field: 'projectId', code: 'PROJECT_NOT_FOUND' },
    ]);
    expect(onFields(new ApiError(400, ['INVALID_PERIOD']))).toEqual([{ field: 'period', code: 'INVALID_PERIOD' }]);
    expect(onFields(new ApiError(500, ['SERVER_ERROR']))).toEqual([]);
    expect(onFields(new Error('x'))).toEqual([]);
  });
});
