/**
 * Cheap UTC offsets, for the mocked series generator and the CSV writer's dates. Calling Intl per
 * sample (about 4 µs each) would cost seconds for 10 series × 10,000 points, so each time zone's
 * offset changes are found once (with Intl) and kept as sorted segments; a lookup is then a
 * comparison against the last segment used, or a binary search.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Offsets are probed weekly: two changes less than a week apart that cancel out are missed. */
const PROBE_STEP_MS = 7 * DAY_MS;
/** Outside these years the nearest known offset is used: no tz database knows the far future. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;
/** Years computed around a requested instant when the known range must grow. */
const MARGIN_YEARS = 5;
/** Always inside the known range, so that the series' reference instants never move. */
const REFERENCE_YEAR = 2000;

function yearOf(epochMs: number): number {
  return new Date(epochMs).getUTCFullYear();
}

export class ZoneClock {
  /**
   * Segment j covers [starts[j], starts[j + 1]) with offset offsets[j] (wall = UTC + offset, in ms);
   * starts[0] is -Infinity and a last +Infinity closes the list.
   */
  private starts = new Float64Array(0);
  private offsets = new Float64Array(0);
  private fromYear = REFERENCE_YEAR;
  private toYear = REFERENCE_YEAR;
  private knownFrom = 0;
  private knownTo = 0;
  private hint = 0;
  /** Grows each time the segments are rebuilt: caches built on them (counter corrections) check it. */
  version = 0;
  private readonly format: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    // Throws a RangeError for an unknown time zone, which is what a caller should see.
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    this.build(REFERENCE_YEAR - 1, REFERENCE_YEAR + 1);
  }

  get segmentCount(): number {
    return this.offsets.length;
  }

  segmentStart(index: number): number {
    return this.starts[index] ?? Number.NEGATIVE_INFINITY;
  }

  segmentOffset(index: number): number {
    return this.offsets[index] ?? 0;
  }

  /** Makes sure offsets between the two instants are known, so that no later lookup rebuilds. */
  cover(fromMs: number, toMs: number): void {
    if (fromMs < this.knownFrom || toMs >= this.knownTo) {
      const from = Math.min(this.fromYear, yearOf(Math.max(fromMs, Date.UTC(MIN_YEAR, 0, 1))) - MARGIN_YEARS);
      const to = Math.max(this.toYear, yearOf(Math.min(toMs, Date.UTC(MAX_YEAR, 0, 1))) + MARGIN_YEARS);
      this.build(from, to);
    }
  }

  /** Index of the segment holding the instant. */
  segmentIndex(epochMs: number): number {
    if (epochMs < this.knownFrom || epochMs >= this.knownTo) this.cover(epochMs, epochMs);
    const starts = this.starts;
    const hint = this.hint;
    // Samples come in time order, so the last segment (or the next one) nearly always matches.
    if (epochMs >= (starts[hint] ?? 0) && epochMs < (starts[hint + 1] ?? 0)) return hint;
    if (epochMs >= (starts[hint + 1] ?? 0) && epochMs < (starts[hint + 2] ?? Number.NEGATIVE_INFINITY)) {
      this.hint = hint + 1;
      return hint + 1;
    }
    let low = 0;
    let high = this.offsets.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= epochMs) low = mid;
      else high = mid - 1;
    }
    this.hint = low;
    return low;
  }

  offsetAt(epochMs: number): number {
    // Index first: looking it up may rebuild the arrays, and `this.offsets[…]` would read the old one.
    const index = this.segmentIndex(epochMs);
    return this.offsets[index] ?? 0;
  }

  toWall(epochMs: number): number {
    return epochMs + this.offsetAt(epochMs);
  }

  /**
   * The instant showing a wall-clock time. A time shown twice (autumn) gives the earlier instant; a
   * time never shown (spring gap) gives the instant of the change, so that wall-clock bucket
   * boundaries stay in order and the skipped hour becomes an empty bucket.
   */
  fromWall(wallMs: number): number {
    const guess = wallMs - this.offsetAt(wallMs);
    const around = this.segmentIndex(guess);
    const last = this.offsets.length - 1;
    for (let k = Math.max(0, around - 1); k <= Math.min(last, around + 1); k += 1) {
      const candidate = wallMs - (this.offsets[k] ?? 0);
      if (candidate >= (this.starts[k] ?? 0) && candidate < (this.starts[k + 1] ?? 0)) return candidate;
    }
    for (let k = Math.max(1, around - 1); k <= Math.min(last, around + 1); k += 1) {
      const change = this.starts[k] ?? 0;
      if (wallMs - (this.offsets[k - 1] ?? 0) >= change && wallMs - (this.offsets[k] ?? 0) < change) return change;
    }
    return guess;
  }

  /** The offset Intl reports, truncated to the second like the wall-clock fields it is read from. */
  private probe(epochMs: number): number {
    let year = 0;
    let month = 1;
    let day = 1;
    let hour = 0;
    let minute = 0;
    let second = 0;
    for (const part of this.format.formatToParts(epochMs)) {
      const value = Number(part.value);
      if (part.type === 'year') year = value;
      else if (part.type === 'month') month = value;
      else if (part.type === 'day') day = value;
      else if (part.type === 'hour') hour = value;
      else if (part.type === 'minute') minute = value;
      else if (part.type === 'second') second = value;
    }
    const wall = Date.UTC(year, month - 1, day, hour, minute, second);
    return wall - (epochMs - (((epochMs % 1000) + 1000) % 1000));
  }

  /** Rebuilds every segment of [fromYear, toYear): rare (the range only grows), so kept simple. */
  private build(fromYear: number, toYear: number): void {
    this.fromYear = Math.max(MIN_YEAR, Math.min(fromYear, REFERENCE_YEAR));
    this.toYear = Math.min(MAX_YEAR + 1, Math.max(toYear, REFERENCE_YEAR + 1));
    const start = Date.UTC(this.fromYear, 0, 1);
    const end = Date.UTC(this.toYear, 0, 1);
    const starts: number[] = [Number.NEGATIVE_INFINITY];
    const offsets: number[] = [this.probe(start)];
    let previousAt = start;
    let previousOffset = offsets[0] ?? 0;
    for (let at = Math.min(start + PROBE_STEP_MS, end); ; at = Math.min(at + PROBE_STEP_MS, end)) {
      const offset = this.probe(at);
      if (offset !== previousOffset) {
        // Changes happen on whole minutes: bisect to the first minute showing the new offset.
        let low = previousAt;
        let high = at;
        while (high - low > MINUTE_MS) {
          const mid = low + Math.max(1, Math.floor((high - low) / 2 / MINUTE_MS)) * MINUTE_MS;
          if (this.probe(mid) === previousOffset) low = mid;
          else high = mid;
        }
        starts.push(high);
        offsets.push(offset);
      }
      previousAt = at;
      previousOffset = offset;
      if (at >= end) break;
    }
    starts.push(Number.POSITIVE_INFINITY);
    this.starts = Float64Array.from(starts);
    this.offsets = Float64Array.from(offsets);
    this.knownFrom = this.fromYear <= MIN_YEAR ? Number.NEGATIVE_INFINITY : start;
    this.knownTo = this.toYear > MAX_YEAR ? Number.POSITIVE_INFINITY : end;
    this.hint = 0;
    this.version += 1;
  }
}

const clocks = new Map<string, ZoneClock>();

/** One clock per time zone for the whole process: its segments are worth keeping. */
export function clockFor(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new ZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}
