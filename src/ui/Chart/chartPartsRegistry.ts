import type { ChartPart } from './chartParts';

/** Each part's registration module, imported on demand: the bundler makes each one a chunk. */
const REGISTRATIONS: Readonly<Record<ChartPart, () => Promise<unknown>>> = {
  dataZoom: () => import('./parts/dataZoom'),
  marks: () => import('./parts/marks'),
  visualMap: () => import('./parts/visualMap'),
  title: () => import('./parts/title'),
  gauge: () => import('./parts/gauge'),
  heatmap: () => import('./parts/heatmap'),
  scatter: () => import('./parts/scatter'),
};

/**
 * Counts the registrations, so that a chart knows whether a part came after its echarts instance:
 * an instance copies echarts' processors and layouts when it is created (its Scheduler slices the
 * lists), so a part registered later (the zoom's data filter, the scatter layout, the visual map's
 * colours) would be half-working on it. Such a chart gets a new instance (useRegisteredOption).
 */
let registrations = 0;
const registeredAt = new Map<ChartPart, number>();
const pending = new Map<ChartPart, Promise<void>>();

function registerPart(part: ChartPart): Promise<void> {
  const known = pending.get(part);
  if (known) return known;
  const registration = REGISTRATIONS[part]().then(() => {
    registrations += 1;
    registeredAt.set(part, registrations);
  });
  pending.set(part, registration);
  // A download that failed may succeed for a later chart: it is asked again then.
  registration.catch(() => pending.delete(part));
  return registration;
}

/** Registers the parts (each downloaded once, however many charts ask), resolving when all are in. */
export async function registerChartParts(parts: readonly ChartPart[]): Promise<void> {
  await Promise.all(parts.map(registerPart));
}

/**
 * When the last of the parts was registered (a count of registrations, 0 for none), or null while
 * one is not: an echarts instance created at that count or later draws them all.
 */
export function partsRegisteredAt(parts: readonly ChartPart[]): number | null {
  let last = 0;
  for (const part of parts) {
    const at = registeredAt.get(part);
    if (at === undefined) return null;
    last = Math.max(last, at);
  }
  return last;
}

/** The registrations so far: the mark of an echarts instance created now. */
export function chartPartsRegistrations(): number {
  return registrations;
}
