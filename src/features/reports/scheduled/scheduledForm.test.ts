import { LAST_DAY_OF_MONTH, nextSendDates } from '../../../entities/reports/recurrence';
import {
  firstMonthChoices,
  monthStart,
  scheduledFormDefaults,
  scheduledFormSchema,
  upcomingAnchorMonth,
  type ScheduledFormValues,
} from './scheduledForm';

const now = new Date('2026-11-25T09:00:00Z');
const filled: ScheduledFormValues = {
  projectId: 3,
  dashboardId: 7,
  graphIds: [11, 12],
  reportName: ' Rapport trimestriel ',
  reportTitle: '',
  contactId: 4,
  frequency: 'quarterly',
  daysOfMonth: [LAST_DAY_OF_MONTH, 5, 5],
  firstMonth: '2027-01',
};

describe('the scheduled report form', () => {
  it('sends the interval the frequency names, sorted days and the first month as the anchor', () => {
    expect(scheduledFormSchema.parse(filled)).toEqual({
      project: 3,
      dashboard: 7,
      graphs: [11, 12],
      reportName: 'Rapport trimestriel',
      reportTitle: null,
      contact: 4,
      interval: 3,
      daysOfMonth: [5, 31],
      anchorMonth: '2027-01-01',
    });
  });

  it('says what is missing, each on its field', () => {
    const empty = scheduledFormDefaults(null, now);
    const result = scheduledFormSchema.safeParse({ ...empty, daysOfMonth: [] });
    const byField: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] = issue.message;
    expect(byField).toEqual({
      projectId: 'report.form.projectRequired',
      dashboardId: 'report.form.dashboardRequired',
      graphIds: 'report.form.graphRequired',
      reportName: 'report.scheduled.error.name',
      contactId: 'report.scheduled.error.contact',
      daysOfMonth: 'report.recurrence.error.days',
    });
  });

  it('starts a new report monthly on the 1st from this month', () => {
    expect(scheduledFormDefaults(null, now)).toMatchObject({
      frequency: 'monthly',
      daysOfMonth: [1],
      firstMonth: '2026-11',
    });
  });

  it('shows an old anchor as the next month of the same periods', () => {
    expect(upcomingAnchorMonth('2025-02-01', 3, now)).toBe('2026-11');
    expect(upcomingAnchorMonth('2025-03-01', 3, now)).toBe('2026-12');
    expect(upcomingAnchorMonth('2026-12-01', 2, now)).toBe('2026-12');
    // The same sendings from the shown month as from the stored one.
    const rule = { interval: 3 as const, daysOfMonth: [5] };
    expect(nextSendDates(rule, monthStart('2025-03'), now, 4)).toEqual(
      nextSendDates(rule, monthStart(upcomingAnchorMonth('2025-03-01', 3, now)), now, 4),
    );
  });

  it('offers twelve months from this one, across the year end', () => {
    const months = firstMonthChoices(now);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});
