/**
 * Stateless hash noise for the generated time series. A seeded generator (mocks/db/random.ts) makes a
 * value depend on how many values were drawn before it; hashing (variable, purpose, index) keeps
 * every slot's value independent of the query that asks for it.
 */

/** lowbias32 (hash-prospector): full avalanche with two multiplies, cheap enough to call per slot. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x21f0aaad);
  h ^= h >>> 15;
  h = Math.imul(h, 0x735a2d97);
  h ^= h >>> 15;
  return h >>> 0;
}

/** Each purpose (noise, holes, outages…) gets its own seed so that they do not correlate. */
export const NoisePurpose = {
  value: 1,
  nodata: 2,
  offline: 3,
  offlineVariable: 4,
  jitter: 5,
  profile: 6,
} as const;

export function seedFor(variableId: number, purpose: number): number {
  return mix32(mix32(variableId) ^ Math.imul(purpose, 0x9e3779b9));
}

/**
 * Uniform in [0, 1) for an integer index (a slot, an hour, a quarter) under a seed. Multiplying the
 * index by an odd constant is a bijection, so consecutive indices land far apart before mixing.
 */
export function uniform(seed: number, index: number): number {
  return mix32(seed ^ Math.imul(index, 0x9e3779b9)) / 4294967296;
}

/** Uniform in [-1, 1). */
export function signedUniform(seed: number, index: number): number {
  return uniform(seed, index) * 2 - 1;
}
