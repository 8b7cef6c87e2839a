/*
 * The free-space gauges of disks C and D (spec 001 §3 Technical info: free space in GB). The
 * acquisition system stops recording when a disk fills up: below 10 GB it is critical, below 25 GB
 * it is low and worth a support session.
 */

export const DISK_CRITICAL_BELOW_GB = 10;
export const DISK_WARNING_BELOW_GB = 25;
/** The gauge's scale: anything beyond is plenty, and shows as a full gauge. */
export const DISK_GAUGE_MAX_GB = 100;

export type DiskLevel = 'critical' | 'warning' | 'ok';

export function diskLevel(freeGb: number): DiskLevel {
  if (freeGb < DISK_CRITICAL_BELOW_GB) return 'critical';
  if (freeGb < DISK_WARNING_BELOW_GB) return 'warning';
  return 'ok';
}

/** Mantine colours of the bands; the level is also said in words next to the gauge. */
export const DISK_LEVEL_COLORS: Record<DiskLevel, string> = {
  critical: 'red.8',
  warning: 'orange.6',
  ok: 'green.7',
};

/** The gauge's fill, 0–100 %, capped at the scale's end. */
export function diskGaugePercent(freeGb: number): number {
  return Math.min(100, Math.max(0, (freeGb / DISK_GAUGE_MAX_GB) * 100));
}
