// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/apiError';
import { serverFieldErrors } from '../../../../navigation/forms/serverFieldErrors';
import {
  CPE_PROGRAM_FIELD_OF_CODE,
  cpeProgramFormSchema,
  cpeProgramPayloadOf,
  emptyCpeProgram,
  upcomingSendDates,
  type CpeProgramFormValues,
} from './cpeProgramForm';
import { daysOfMonthText } from './programDays';

const NOW = new Date('2026-11-25T10:00:00Z');
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('CPE program form', () => {
  it('opens quarterly on the 5th from this month, and asks for a project, a name and contacts', () => {
    const empty = emptyCpeProgram(NOW);
    expect(empty).toMatchObject({ interval: 3, daysOfMonth: [5], anchorMonth: '2026-11' });
    const result = cpeProgramFormSchema.safeParse(empty);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue): [string, string] => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({ projectId: 'projectRequired', name: 'nameRequired', contactIds: 'contactsRequired' });
  });

  it('refuses no day, and the 29th or 30th that February does not have', () => {
    const values: CpeProgramFormValues = { ...emptyCpeProgram(NOW), projectId: 1, name: 'P', contactIds: [2] };
    expect(cpeProgramFormSchema.safeParse({ ...values, daysOfMonth: [] }).error?.issues[0]?.message).toBe(
      'daysRequired',
    );
    expect(cpeProgramFormSchema.safeParse({ ...values, daysOfMonth: [29] }).success).toBe(false);
    expect(cpeProgramFormSchema.safeParse({ ...values, daysOfMonth: [31, 1] }).data?.daysOfMonth).toEqual([1, 31]);
  });

  it('sends the interval, its frequency derives from it, and the first month as a date', () => {
    const output = cpeProgramFormSchema.parse({
      ...emptyCpeProgram(NOW),
      projectId: 4,
      name: ' Envoi ',
      contactIds: [2, 3],
      daysOfMonth: [15, 5],
    });
    expect(cpeProgramPayloadOf(output)).toEqual({
      project: 4,
      name: 'Envoi',
      interval: 3,
      daysOfMonth: [5, 15],
      anchorMonth: '2026-11-01',
      contacts: [2, 3],
      comments: null,
    });
  });

  it('lists the next five sending days of a quarterly rule on the 5th, this month’s being past', () => {
    const dates = upcomingSendDates({ interval: 3, daysOfMonth: [5], anchorMonth: '2026-11' }, NOW);
    expect(dates.map(day)).toEqual(['2027-02-05', '2027-05-05', '2027-08-05', '2027-11-05', '2028-02-05']);
  });

  it('sends "last day" on each month’s own last day, February included', () => {
    const dates = upcomingSendDates({ interval: 1, daysOfMonth: [31], anchorMonth: '2027-01' }, NOW, 3);
    expect(dates.map(day)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(upcomingSendDates({ interval: 1, daysOfMonth: [], anchorMonth: '2027-01' }, NOW)).toEqual([]);
  });

  it('says the days as a reader would', () => {
    expect(daysOfMonthText([31, 15, 1], 'last day', 'en')).toBe('1, 15, and last day');
    expect(daysOfMonthText([5, 31], 'dernier jour', 'fr')).toBe('5 et dernier jour');
  });

  it('puts a refused save’s codes on the fields they concern, and no field for the others', () => {
    const onFields = (codes: string[]) =>
      serverFieldErrors(new ApiError(400, codes), CPE_PROGRAM_FIELD_OF_CODE).map(({ field, code }) => ({
        field,
        code,
      }));
    expect(onFields(['INVALID_FREQUENCY', 'CONTACT_NOT_FOUND', 'SERVER_ERROR'])).toEqual([
      { field: 'daysOfMonth', code: 'INVALID_FREQUENCY' },
      { field: 'contactIds', code: 'CONTACT_NOT_FOUND' },
    ]);
    expect(onFields(['INVALID_PERIOD'])).toEqual([{ field: 'anchorMonth', code: 'INVALID_PERIOD' }]);
    expect(onFields(['SERVER_ERROR'])).toEqual([]);
  });
});
