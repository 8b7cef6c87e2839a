import {
  frequencyOfInterval,
  intervalOfFrequency,
  LAST_DAY_OF_MONTH,
  nextSendDates,
  normalizeDays,
  recurrenceError,
  recurrenceRuleSchema,
  REPORT_FREQUENCIES,
  SENDABLE_DAYS,
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

describe('nextSendDates across month ends, February and leap years', () => {
  it('sends "last day" on the 31st, 30th, 28th or 29th as the month has it', () => {
    const dates = nextSendDates(
      { interval: 1, daysOfMonth: [LAST_DAY_OF_MONTH] },
      day('2027-12-01'),
      day('2027-12-01'),
      5,
    );
    expect(isoDays(dates)).toEqual(['2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
  });

  it('keeps February at its 28 days outside leap years, and a century year is not one unless by 400', () => {
    const last = { interval: 1 as const, daysOfMonth: [LAST_DAY_OF_MONTH] };
    expect(isoDays(nextSendDates(last, day('2027-02-01'), day('2027-02-01'), 1))).toEqual(['2027-02-28']);
    expect(isoDays(nextSendDates(last, day('2100-02-01'), day('2100-02-01'), 1))).toEqual(['2100-02-28']);
    expect(isoDays(nextSendDates(last, day('2000-02-01'), day('2000-02-01'), 1))).toEqual(['2000-02-29']);
  });

  it('sends quarterly on the 5th from the anchor month, across the year end', () => {
    const dates = nextSendDates({ interval: 3, daysOfMonth: [5] }, day('2026-11-01'), day('2026-11-25'), 5);
    expect(isoDays(dates)).toEqual(['2027-02-05', '2027-05-05', '2027-08-05', '2027-11-05', '2028-02-05']);
  });

  it('sends bimonthly every other month, skipping the periods already past', () => {
    const dates = nextSendDates({ interval: 2, daysOfMonth: [1, 28] }, day('2025-01-01'), day('2026-03-01'), 4);
    expect(isoDays(dates)).toEqual(['2026-03-28', '2026-05-01', '2026-05-28', '2026-07-01']);
  });

  it('counts only dates strictly after the given instant', () => {
    const dates = nextSendDates({ interval: 1, daysOfMonth: [10] }, day('2026-01-01'), day('2026-01-10'), 1);
    expect(isoDays(dates)).toEqual(['2026-02-10']);
  });

  it('starts at a future anchor month', () => {
    const dates = nextSendDates({ interval: 3, daysOfMonth: [5] }, day('2027-03-01'), day('2026-11-25'), 2);
    expect(isoDays(dates)).toEqual(['2027-03-05', '2027-06-05']);
  });

  it('offers 1..28, which every month has', () => {
    expect(SENDABLE_DAYS).toHaveLength(28);
    expect(SENDABLE_DAYS[0]).toBe(1);
    expect(SENDABLE_DAYS.at(-1)).toBe(28);
  });
});
