/**
 * The next dashboard of the wall's turn after `current`: the next one not known to be unavailable
 * (unknown or forbidden), wrapping around; `current` itself when no other one can be shown.
 */
export function nextWallIndex(ids: readonly number[], current: number, unavailable: ReadonlySet<number>): number {
  for (let step = 1; step <= ids.length; step += 1) {
    const index = (current + step) % ids.length;
    const id = ids[index];
    if (id !== undefined && !unavailable.has(id)) return index;
  }
  return current;
}
