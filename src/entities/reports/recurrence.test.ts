import {
  frequencyOfInterval,
  intervalOfFrequency,
  nextSendDates,
  normalizeDays,
  recurrenceError,
  recurrenceRuleSchema,
  REPORT_FREQUENCIES,
} from './recurrence';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoDays = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10));

describe('the recurrence mapping (spec 000 §3, spec 001 §3)', () => {
  it('maps interval 1, 2 and 3 to monthly, bimonthly and quarterly, and back', () => {
    expect([1, 2, 3].map(frequencyOfInterval)).toEqual(['monthly', 'bimonthly', 'quarterly']);
    expect(REPORT_FREQUENCIES.map(intervalOfFrequency)).toEqual([1, 2, 3]);
  });

  it('has no frequency for any other interval', () => {
    for (const interval of [0, 4, 12, -1, 1.5, '1', null, undefined]) expect(frequencyOfInterval(interval)).toBeNull();
  });

  it('answers INVALID_FREQUENCY for another interval, no day or a day outside 1..31', () => {
    expect(recurrenceError(1, [1, 15])).toBeNull();
    expect(recurrenceError(3, [31])).toBeNull();
    expect(recurrenceError(4, [1])).toBe('INVALID_FREQUENCY');
    expect(recurrenceError(1, [])).toBe('INVALID_FREQUENCY');
    expect(recurrenceError(1, [0])).toBe('INVALID_FREQUENCY');
    expect(recurrenceError(2, [32])).toBe('INVALID_FREQUENCY');
    expect(recurrenceError(2, [2.5])).toBe('INVALID_FREQUENCY');
    expect(recurrenceError(2, 'all')).toBe('INVALID_FREQUENCY');
  });

  it('parses a rule with sorted days without repeats, and refuses a bad one', () => {
    expect(recurrenceRuleSchema.parse({ interval: 2, daysOfMonth: [15, 1, 15] })).toEqual({
      interval: 2,
      daysOfMonth: [1, 15],
    });
    const refused = recurrenceRuleSchema.safeParse({ interval: 6, daysOfMonth: [40] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['INVALID_FREQUENCY', 'INVALID_FREQUENCY']);
    expect(normalizeDays([5, 3, 5, 1])).toEqual([1, 3, 5]);
  });
});

describe('nextSendDates', () => {
  it('steps by the interval from the anchor month', () => {
    const quarterly = nextSendDates({ interval: 3, daysOfMonth: [5] }, day('2026-01-01'), day('2026-01-10'), 3);
    expect(isoDays(quarterly)).toEqual(['2026-04-05', '2026-07-05', '2026-10-05']);
    const monthly = nextSendDates({ interval: 1, daysOfMonth: [15, 1] }, day('2026-01-01'), day('2026-01-01'), 3);
    expect(isoDays(monthly)).toEqual(['2026-01-15', '2026-02-01', '2026-02-15']);
  });

  it('sends a day a month lacks on its last day, once', () => {
    const dates = nextSendDates({ interval: 1, daysOfMonth: [30, 31] }, day('2026-02-01'), day('2026-01-31'), 3);
    expect(isoDays(dates)).toEqual(['2026-02-28', '2026-03-30', '2026-03-31']);
  });

  it('answers nothing for no day or no count', () => {
    expect(nextSendDates({ interval: 1, daysOfMonth: [] }, day('2026-01-01'), day('2026-01-01'), 3)).toEqual([]);
    expect(nextSendDates({ interval: 1, daysOfMonth: [1] }, day('2026-01-01'), day('2026-01-01'), 0)).toEqual([]);
  });
});
