/**
 * Faults a demo series can carry, so that a maintenance report (spec 001 §9) has something to find:
 * a sensor stuck outside or at the bottom of its range, a module that stops answering, a meter whose
 * index goes down or back to zero. They come back every cycle (aligned on the epoch), so that any
 * month of data holds each of them whatever the day the demo runs. Pure: a value depends only on
 * the instant.
 */

export interface FaultSpan {
  /** From the start of the cycle. */
  offsetMs: number;
  durationMs: number;
}

export interface SeriesFaults {
  cycleMs: number;
  /** Spans where the sensor reads a fixed value. */
  stuck?: readonly (FaultSpan & { value: number })[];
  /** Spans without any value. */
  silent?: readonly FaultSpan[];
  /** Once a cycle, a meter's index goes down by `drop`, or restarts from zero ('reset'). */
  indexDrop?: { offsetMs: number; drop: number | 'reset' };
}

const within = (faults: SeriesFaults, span: FaultSpan, epochMs: number): boolean => {
  const inCycle = ((epochMs % faults.cycleMs) + faults.cycleMs) % faults.cycleMs;
  return inCycle >= span.offsetMs && inCycle < span.offsetMs + span.durationMs;
};

export function isSilentAt(faults: SeriesFaults, epochMs: number): boolean {
  return (faults.silent ?? []).some((span) => within(faults, span, epochMs));
}

/** The stuck reading at an instant; NaN when the sensor reads normally. */
export function stuckValueAt(faults: SeriesFaults, epochMs: number): number {
  return (faults.stuck ?? []).find((span) => within(faults, span, epochMs))?.value ?? Number.NaN;
}

/**
 * A meter's index with its drops: `index` is the index without them. Only the drops after the first
 * data count (the meter was read normally before).
 */
export function indexWithDrops(
  faults: SeriesFaults,
  epochMs: number,
  firstDataAt: number,
  index: (epochMs: number) => number,
): number {
  const drop = faults.indexDrop;
  if (!drop) return index(epochMs);
  const cycleOf = (at: number) => Math.floor((at - drop.offsetMs) / faults.cycleMs);
  const drops = cycleOf(epochMs) - cycleOf(firstDataAt);
  if (drops <= 0) return index(epochMs);
  if (drop.drop === 'reset') return index(epochMs) - index(cycleOf(epochMs) * faults.cycleMs + drop.offsetMs);
  return index(epochMs) - drop.drop * drops;
}
