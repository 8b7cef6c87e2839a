/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same demo database on every
 * machine, so tests, screenshots and bug reports agree.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  float(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  pickMany<T>(items: readonly T[], count: number): T[];
  /** A date between two instants, as an ISO string. */
  isoBetween(startMs: number, endMs: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    chance: (probability) => next() < probability,
    pick,
    pickMany: (items, count) => {
      const pool = [...items];
      const chosen: (typeof items)[number][] = [];
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(int(0, pool.length - 1), 1)[0] as (typeof items)[number]);
      return chosen;
    },
    isoBetween: (startMs, endMs) => new Date(Math.floor(startMs + next() * (endMs - startMs))).toISOString(),
  };
}

/** The demo's "today": seeded dates are relative to it so that the data always looks current. */
export function seedClock(now: number = Date.now()): { now: number; daysAgo: (days: number) => number } {
  // Rounded to the hour so that a reload within the hour reseeds the same dates.
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  return { now: hour, daysAgo: (days) => hour - days * 86_400_000 };
}
