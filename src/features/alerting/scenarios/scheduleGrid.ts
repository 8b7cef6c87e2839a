/**
 * The painting rules of the 7 × 24 scenario grid. A scenario is separable (spec 000 §3: one boolean
 * per day and one per hour, a cell is active when its day AND its hour are), so every gesture is
 * turned into day and hour changes, and the grid always shows exactly what will be saved: painting
 * a cell on turns its day and its hour on (other cells of that row and column may light up with it),
 * and turning a cell off turns off its hour or its day, whichever darkens fewer other cells.
 */

export interface Schedule {
  /** Monday first. */
  days: boolean[];
  /** Hour 0 first. */
  hours: boolean[];
}

export interface GridCell {
  day: number;
  hour: number;
}

export const DAY_COUNT = 7;
export const HOUR_COUNT = 24;

export const emptySchedule = (): Schedule => ({
  days: Array.from({ length: DAY_COUNT }, () => false),
  hours: Array.from({ length: HOUR_COUNT }, () => false),
});

/** The presets offered beside the grid. */
export const SCHEDULE_PRESETS = {
  workingDays: (): Schedule => ({
    days: Array.from({ length: DAY_COUNT }, (_, day) => day < 5),
    hours: Array.from({ length: HOUR_COUNT }, (_, hour) => hour >= 8 && hour < 18),
  }),
  always: (): Schedule => ({
    days: Array.from({ length: DAY_COUNT }, () => true),
    hours: Array.from({ length: HOUR_COUNT }, () => true),
  }),
  clear: emptySchedule,
} as const;
export type SchedulePreset = keyof typeof SCHEDULE_PRESETS;

export const isCellActive = (schedule: Schedule, cell: GridCell): boolean =>
  schedule.days[cell.day] === true && schedule.hours[cell.hour] === true;

export const isScheduleEmpty = (schedule: Schedule): boolean =>
  !schedule.days.includes(true) || !schedule.hours.includes(true);

const count = (flags: readonly boolean[]) => flags.filter(Boolean).length;
const copy = (schedule: Schedule): Schedule => ({ days: [...schedule.days], hours: [...schedule.hours] });

function switchOn(schedule: Schedule, cell: GridCell): void {
  schedule.days[cell.day] = true;
  schedule.hours[cell.hour] = true;
}

/** Off by the hour (darkens one cell per active day) or by the day (one per active hour): the fewer. */
function switchOff(schedule: Schedule, cell: GridCell, by?: 'hour' | 'day'): void {
  if (!isCellActive(schedule, cell)) return;
  const choice = by ?? (count(schedule.hours) < count(schedule.days) ? 'day' : 'hour');
  if (choice === 'hour') schedule.hours[cell.hour] = false;
  else schedule.days[cell.day] = false;
}

/** One cell switched, as Space or a click does. */
export function toggleCell(schedule: Schedule, cell: GridCell): Schedule {
  const next = copy(schedule);
  if (isCellActive(schedule, cell)) switchOff(next, cell);
  else switchOn(next, cell);
  return next;
}

/**
 * A drag, from the schedule it started on and the cells it has crossed (first one first): the mode
 * is set by the first cell (an inactive one paints on, an active one paints off). Painting off
 * along one row turns those hours off; down one column, those days, as the gesture shows.
 */
export function paintStroke(start: Schedule, cells: readonly GridCell[]): Schedule {
  const first = cells[0];
  if (!first) return start;
  const next = copy(start);
  if (!isCellActive(start, first)) {
    for (const cell of cells) switchOn(next, cell);
    return next;
  }
  const alongRow = cells.length > 1 && cells.every((cell) => cell.day === first.day);
  const alongColumn = cells.length > 1 && cells.every((cell) => cell.hour === first.hour);
  const by = alongRow ? 'hour' : alongColumn ? 'day' : undefined;
  for (const cell of cells) switchOff(next, cell, by);
  return next;
}

/** A day header: the whole row on or off. */
export function toggleDay(schedule: Schedule, day: number): Schedule {
  const next = copy(schedule);
  next.days[day] = !schedule.days[day];
  return next;
}

/** An hour header: the whole column on or off. */
export function toggleHour(schedule: Schedule, hour: number): Schedule {
  const next = copy(schedule);
  next.hours[hour] = !schedule.hours[hour];
  return next;
}

/**
 * Where an arrow key, Home or End leads from `cell` (null for any other key). The headers are part
 * of the grid's keyboard space: day -1 is the row of hour headers, hour -1 the column of day headers
 * (their corner holds nothing to reach).
 */
export function moveCell(cell: GridCell, key: string, ctrlKey = false): GridCell | null {
  const clamp = (value: number, last: number) => Math.min(last, Math.max(-1, value));
  let next: GridCell;
  switch (key) {
    case 'ArrowRight':
      next = { day: cell.day, hour: clamp(cell.hour + 1, HOUR_COUNT - 1) };
      break;
    case 'ArrowLeft':
      next = { day: cell.day, hour: clamp(cell.hour - 1, HOUR_COUNT - 1) };
      break;
    case 'ArrowDown':
      next = { day: clamp(cell.day + 1, DAY_COUNT - 1), hour: cell.hour };
      break;
    case 'ArrowUp':
      next = { day: clamp(cell.day - 1, DAY_COUNT - 1), hour: cell.hour };
      break;
    case 'Home':
      next = ctrlKey ? { day: 0, hour: 0 } : { day: cell.day, hour: cell.day < 0 ? 0 : -1 };
      break;
    case 'End':
      next = ctrlKey ? { day: DAY_COUNT - 1, hour: HOUR_COUNT - 1 } : { day: cell.day, hour: HOUR_COUNT - 1 };
      break;
    default:
      return null;
  }
  return next.day < 0 && next.hour < 0 ? cell : next;
}
