/**
 * Raw values (one per 10-minute slot) of a profile: the shapes, the data holes and the outages.
 * A profile is turned once into a SeriesGenerator (seeds, clock, meter) so that the per-slot work is
 * a few multiplies and table lookups; internally a missing value is NaN, which keeps every value a
 * plain number on the hot path.
 */
import * as counter from './counter';
import { indexWithDrops, isSilentAt, stuckValueAt, type SeriesFaults } from './faults';
import * as noise from './noise';
import * as patterns from './patterns';
import type { SeriesProfile, SeriesShape } from './profile';
import { clockFor, type ZoneClock } from '../../src/lib/zoneClock';

// Imported names copied to module constants once: Vite's SSR transform (vitest, the bench runner)
// turns every use of an import into a getter call on the module's namespace, which doubled the cost
// of the per-slot code. Bundled or native ESM, it makes no difference.
const { Meter, SLOT_MS } = counter;
const { NoisePurpose, seedFor, signedUniform, uniform } = noise;
const { DAY_MS, OFFICE_ACTIVITY, PRODUCTION_ACTIVITY, YEAR_MS, hourOfDay, hourOfWeek, winterness } = patterns;

export { SLOT_MS };

const SLOTS_PER_HOUR = 6;
const QUARTER_MS = YEAR_MS / 4;
/** Share of variables that go offline a few days per quarter, and how often it happens to them. */
const OUTAGE_VARIABLE_SHARE = 0.4;
const OUTAGE_QUARTER_CHANCE = 0.75;
const OUTAGE_MAX_DAYS = 4;

// Numbers rather than the shape's string: the per-slot switch stays a jump table.
const POWER = 0;
const COUNTER = 1;
const TEMPERATURE = 2;
const FLOW = 3;
const PRESSURE = 4;
const PRODUCTION = 5;
const STATUS = 6;
const SHAPE_CODES: Record<SeriesShape, number> = {
  power: POWER,
  energy_counter: COUNTER,
  temperature: TEMPERATURE,
  flow: FLOW,
  pressure: PRESSURE,
  production: PRODUCTION,
  status: STATUS,
};

export class SeriesGenerator {
  /** First and last slot that may hold a value (slot n starts at n × SLOT_MS). */
  readonly firstSlot: number;
  readonly lastSlot: number;
  readonly firstDataAt: number;
  /** +Infinity for a live series. */
  readonly lastDataAt: number;
  readonly isCounter: boolean;
  readonly clock: ZoneClock;
  private readonly shape: number;
  private readonly base: number;
  private readonly amplitude: number;
  private readonly valueSeed: number;
  private readonly holeSeed: number;
  private readonly holeChance: number;
  private readonly outageSeed: number;
  private readonly hasOutages: boolean;
  private readonly meter: counter.Meter | null;
  private readonly meterOrigin: number;
  private readonly initialIndex: number;
  private readonly faults: SeriesFaults | null;
  /** The outage of the last quarter looked at: samples come in time order, so it is reused. */
  private outageQuarter = Number.NaN;
  private outageStart = 0;
  private outageEnd = 0;
  /** The season changes slowly: one value per UTC day saves a cosine per slot. */
  private seasonDay = Number.NaN;
  private seasonValue = 0;

  constructor(profile: SeriesProfile, coverFrom: number = profile.firstDataAt, coverTo: number = coverFrom) {
    this.firstDataAt = profile.firstDataAt;
    this.lastDataAt = profile.lastDataAt ?? Number.POSITIVE_INFINITY;
    this.firstSlot = Math.ceil(this.firstDataAt / SLOT_MS);
    this.lastSlot = Math.floor(this.lastDataAt / SLOT_MS);
    this.shape = SHAPE_CODES[profile.shape];
    this.isCounter = profile.shape === 'energy_counter';
    this.base = profile.base;
    this.amplitude = profile.amplitude;
    this.faults = profile.faults ?? null;
    this.clock = clockFor(profile.timeZone);
    // Known offsets must cover every instant used, or a later rebuild would cost time mid-query.
    const coverEnd = Number.isFinite(this.lastDataAt) ? Math.max(coverTo, this.lastDataAt) : coverTo;
    this.clock.cover(Math.min(coverFrom, this.firstDataAt), coverEnd);
    const id = profile.variableId;
    this.valueSeed = seedFor(id, NoisePurpose.value);
    this.holeSeed = seedFor(id, NoisePurpose.nodata);
    this.outageSeed = seedFor(id, NoisePurpose.offline);
    // About 1.5 to 9 missing hours a month, depending on the variable.
    this.holeChance = 0.002 + 0.01 * uniform(this.holeSeed, -1);
    this.hasOutages = uniform(seedFor(id, NoisePurpose.offlineVariable), 0) < OUTAGE_VARIABLE_SHARE;
    if (this.isCounter) {
      this.meter = new Meter(this.clock, Math.abs(this.base), this.amplitude, this.valueSeed);
      this.meterOrigin = this.meter.integralAt(this.firstDataAt);
      // Meters were installed before the platform saw them: the index does not start at zero.
      this.initialIndex = Math.round(Math.abs(this.base) * 1000 * (1 + 99 * uniform(this.valueSeed, -1)));
    } else {
      this.meter = null;
      this.meterOrigin = 0;
      this.initialIndex = 0;
    }
  }

  /** Holes ('nodata') and outages ('offline'): the value is missing whatever the shape. */
  isMissing(slot: number): boolean {
    if (uniform(this.holeSeed, Math.floor(slot / SLOTS_PER_HOUR)) < this.holeChance) return true;
    if (this.faults && isSilentAt(this.faults, slot * SLOT_MS)) return true;
    if (!this.hasOutages) return false;
    const at = slot * SLOT_MS;
    const quarter = Math.floor(at / QUARTER_MS);
    if (quarter !== this.outageQuarter) this.findOutage(quarter);
    return at >= this.outageStart && at < this.outageEnd;
  }

  hasValue(slot: number): boolean {
    return slot >= this.firstSlot && slot <= this.lastSlot && !this.isMissing(slot);
  }

  /** The raw value of a slot, NaN when there is none. */
  slotValue(slot: number): number {
    if (!this.hasValue(slot)) return Number.NaN;
    const at = slot * SLOT_MS;
    if (this.meter) return this.meterAt(at);
    if (this.faults) {
      const stuck = stuckValueAt(this.faults, at);
      if (!Number.isNaN(stuck)) return stuck;
    }
    const wall = this.clock.toWall(at);
    const noise = signedUniform(this.valueSeed, slot);
    const base = this.base;
    const amplitude = this.amplitude;
    switch (this.shape) {
      case TEMPERATURE: {
        // Outdoor air: cold in January, warmest mid-afternoon.
        const daily = Math.cos((2 * Math.PI * (hourOfDay(wall) - 15)) / 24);
        return base + amplitude * (-0.75 * this.season(at) + 0.25 * daily + 0.08 * noise);
      }
      case FLOW:
        return Math.max(0, base + amplitude * (2 * (OFFICE_ACTIVITY[hourOfWeek(wall)] ?? 0) - 1 + 0.2 * noise));
      case PRESSURE:
        // A network's pressure sags while the site draws on it.
        return base + amplitude * (0.5 - (OFFICE_ACTIVITY[hourOfWeek(wall)] ?? 0) + 0.3 * noise);
      case PRODUCTION:
        return Math.max(0, base + amplitude * (2 * (PRODUCTION_ACTIVITY[hourOfWeek(wall)] ?? 0) - 1 + 0.1 * noise));
      case STATUS:
        return base + amplitude * this.statusLevel(OFFICE_ACTIVITY[hourOfWeek(wall)] ?? 0, noise);
      default: {
        // power, with a little more in winter (heating).
        const activity = OFFICE_ACTIVITY[hourOfWeek(wall)] ?? 0;
        return Math.max(0, base + amplitude * (2 * activity - 1 + 0.12 * this.season(at) + 0.1 * noise));
      }
    }
  }

  /** The meter's index at any instant (interpolated between slots); NaN for a series that is no meter. */
  meterAt(epochMs: number): number {
    const meter = this.meter;
    if (!meter) return Number.NaN;
    const index = (at: number) => this.initialIndex + meter.integralAt(at) - this.meterOrigin;
    return this.faults ? indexWithDrops(this.faults, epochMs, this.firstDataAt, index) : index(epochMs);
  }

  private season(epochMs: number): number {
    const day = Math.floor(epochMs / DAY_MS);
    if (day !== this.seasonDay) {
      this.seasonDay = day;
      this.seasonValue = winterness((day + 0.5) * DAY_MS);
    }
    return this.seasonValue;
  }

  /** An amplitude up to 1 is an on/off state; a larger one (a percentage) moves in quarters. */
  private statusLevel(activity: number, noise: number): number {
    if (this.amplitude <= 1) return activity + 0.3 * noise > 0.5 ? 1 : 0;
    return Math.round(Math.min(1, Math.max(0, activity + 0.25 * noise)) * 4) / 4;
  }

  private findOutage(quarter: number): void {
    this.outageQuarter = quarter;
    const draw = quarter * 3;
    if (uniform(this.outageSeed, draw) >= OUTAGE_QUARTER_CHANCE) {
      this.outageStart = 0;
      this.outageEnd = 0;
      return;
    }
    // Whole hours, so that an outage reads like one in the product (from 14:00 to 09:00 two days on).
    const latest = QUARTER_MS - OUTAGE_MAX_DAYS * DAY_MS;
    const start = Math.floor((quarter * QUARTER_MS + uniform(this.outageSeed, draw + 1) * latest) / 3_600_000);
    const hours = Math.round(24 * (1 + (OUTAGE_MAX_DAYS - 1) * uniform(this.outageSeed, draw + 2)));
    this.outageStart = start * 3_600_000;
    this.outageEnd = (start + hours) * 3_600_000;
  }
}
