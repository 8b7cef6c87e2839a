import {
  DAY_ABBREVIATIONS_FR,
  describeScenario,
  hourRanges,
  isScenarioActive,
  mondayFirstDay,
} from './scenarioSchedule';

const hours = (from: number, to: number) =>
  Array.from({ length: 24 }, (_, hour) => (from <= to ? hour >= from && hour < to : hour >= from || hour < to));
const WEEKDAYS = [true, true, true, true, true, false, false];

describe('describeScenario (spec 000 §3)', () => {
  it('shows office hours as "8h à 18h" with three-letter French days', () => {
    const description = describeScenario({ days: WEEKDAYS, hours: hours(8, 18) });
    expect(description.hours).toBe('8h à 18h');
    expect(description.days).toEqual(['Lun', 'Mar', 'Mer', 'Jeu', 'Ven']);
    expect(description.text).toBe('Lun, Mar, Mer, Jeu, Ven · 8h à 18h');
  });

  it('joins a night range across midnight and takes the translated word', () => {
    expect(
      describeScenario({ days: [false, false, false, false, false, true, true], hours: hours(22, 6) }, { to: 'to' })
        .text,
    ).toBe('Sam, Dim · 22h to 6h');
  });

  it('shows all day as 0h à 24h, several ranges separated by commas, nothing for an empty schedule', () => {
    expect(describeScenario({ days: WEEKDAYS, hours: hours(0, 24) }).hours).toBe('0h à 24h');
    const peaks = hours(7, 11).map((on, hour) => on || (hour >= 17 && hour < 21));
    expect(describeScenario({ days: WEEKDAYS, hours: peaks }).hours).toBe('7h à 11h, 17h à 21h');
    expect(describeScenario({ days: Array(7).fill(false), hours: Array(24).fill(false) }).text).toBe('');
  });

  it('knows the seven days Monday first', () => {
    expect(DAY_ABBREVIATIONS_FR).toEqual(['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim']);
    expect(hourRanges(hours(23, 24))).toEqual([{ from: 23, to: 24 }]);
  });
});

describe('isScenarioActive', () => {
  it('needs both the day and the hour', () => {
    const schedule = { days: WEEKDAYS, hours: hours(8, 18) };
    expect(isScenarioActive(schedule, 0, 8)).toBe(true);
    expect(isScenarioActive(schedule, 0, 18)).toBe(false);
    expect(isScenarioActive(schedule, 5, 10)).toBe(false);
    expect(mondayFirstDay(0)).toBe(6);
    expect(mondayFirstDay(1)).toBe(0);
  });
});
