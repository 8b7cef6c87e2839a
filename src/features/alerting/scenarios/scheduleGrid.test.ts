import { isCellActive, moveCell, paintStroke, SCHEDULE_PRESETS, toggleCell, type Schedule } from './scheduleGrid';

const cells = (schedule: Schedule) =>
  Array.from({ length: 7 * 24 }, (_, index) =>
    isCellActive(schedule, { day: Math.floor(index / 24), hour: index % 24 }),
  ).filter(Boolean).length;

describe('scheduleGrid painting (spec 000 §3: a cell is active when its day and its hour are)', () => {
  it('switches a cell on with its day and hour, and off by whichever darkens fewer cells', () => {
    const office = SCHEDULE_PRESETS.workingDays();
    // Five days, ten hours: turning off 8h on Monday darkens five cells by the hour, ten by the day.
    const withoutEight = toggleCell(office, { day: 0, hour: 8 });
    expect(withoutEight.hours[8]).toBe(false);
    expect(withoutEight.days[0]).toBe(true);
    expect(cells(withoutEight)).toBe(45);
    const saturday = toggleCell(office, { day: 5, hour: 20 });
    expect(saturday.days[5] && saturday.hours[20]).toBe(true);
    expect(cells(saturday)).toBe(6 * 11);
  });

  it('paints off along a row by hours and down a column by days', () => {
    const always = SCHEDULE_PRESETS.always();
    const row = paintStroke(always, [
      { day: 2, hour: 12 },
      { day: 2, hour: 13 },
    ]);
    expect(row.hours[12] || row.hours[13]).toBe(false);
    expect(row.days.every(Boolean)).toBe(true);
    const column = paintStroke(always, [
      { day: 5, hour: 3 },
      { day: 6, hour: 3 },
    ]);
    expect(column.days).toEqual([true, true, true, true, true, false, false]);
    expect(column.hours.every(Boolean)).toBe(true);
    expect(paintStroke(always, [])).toBe(always);
  });

  it('moves within the grid and its headers, never into the empty corner', () => {
    expect(moveCell({ day: 0, hour: 0 }, 'ArrowUp')).toEqual({ day: -1, hour: 0 });
    expect(moveCell({ day: -1, hour: 0 }, 'ArrowLeft')).toEqual({ day: -1, hour: 0 });
    expect(moveCell({ day: 6, hour: 23 }, 'ArrowDown')).toEqual({ day: 6, hour: 23 });
    expect(moveCell({ day: 3, hour: 10 }, 'Home')).toEqual({ day: 3, hour: -1 });
    expect(moveCell({ day: 3, hour: 10 }, 'End', true)).toEqual({ day: 6, hour: 23 });
    expect(moveCell({ day: 3, hour: 10 }, 'a')).toBeNull();
  });
});
