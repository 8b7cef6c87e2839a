import { calendarDay, isDateValue, textFromValue, valueFromCalendar, valueFromText } from './dateText';

describe('date field text', () => {
  it('reads the product format as ISO wall-clock text', () => {
    expect(valueFromText('05/11/2026 00:00', 'dateTime')).toBe('2026-11-05T00:00');
    expect(valueFromText(' 5/11/2026  8:05 ', 'dateTime')).toBe('2026-11-05T08:05');
    expect(valueFromText('05/11/2026', 'date')).toBe('2026-11-05');
    expect(valueFromText('11/2026', 'month')).toBe('2026-11');
    expect(valueFromText('', 'date')).toBe('');
  });

  it('keeps a text that is not a date as typed', () => {
    expect(valueFromText('31/02/2026', 'date')).toBe('31/02/2026');
    expect(valueFromText('05/11/26', 'date')).toBe('05/11/26');
    expect(valueFromText('05/11/2026 25:00', 'dateTime')).toBe('05/11/2026 25:00');
    expect(valueFromText('13/2026', 'month')).toBe('13/2026');
    // Month first (a browser's English format) is not taken for a day first.
    expect(valueFromText('11/25/2026', 'date')).toBe('11/25/2026');
  });

  it('takes pasted ISO text', () => {
    expect(valueFromText('2026-11-05', 'date')).toBe('2026-11-05');
    expect(valueFromText('2026-11-05T10:00', 'dateTime')).toBe('2026-11-05T10:00');
  });

  it('shows a value in the product format and anything else as it is', () => {
    expect(textFromValue('2026-11-05T00:00', 'dateTime')).toBe('05/11/2026 00:00');
    expect(textFromValue('2026-11-05', 'date')).toBe('05/11/2026');
    expect(textFromValue('2026-11', 'month')).toBe('11/2026');
    expect(textFromValue('05/11/20', 'date')).toBe('05/11/20');
    expect(isDateValue('2026-02-30', 'date')).toBe(false);
  });

  it('puts a picked day into the value, keeping its time', () => {
    expect(calendarDay('2026-11-05T08:30', 'dateTime')).toBe('2026-11-05');
    expect(calendarDay('2026-11', 'month')).toBe('2026-11-01');
    expect(calendarDay('oops', 'date')).toBeNull();
    expect(valueFromCalendar('2026-11-12', '2026-11-05T08:30', 'dateTime')).toBe('2026-11-12T08:30');
    expect(valueFromCalendar('2026-11-12', '', 'dateTime')).toBe('2026-11-12T00:00');
    expect(valueFromCalendar('2026-12-01', '2026-11', 'month')).toBe('2026-12');
  });
});
