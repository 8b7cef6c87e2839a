/**
 * spec 000 §3 alert types and §4 alert levels: named by alerts, events, the home summary and the
 * mocked API alike, so they live here rather than in one feature.
 */
export const ALERT_TYPE_NAMES = [
  'high',
  'low',
  'in_range',
  'out_of_range',
  'offline',
  'offline_single',
  'stagnation',
  'nodata',
  'com',
] as const;
export type AlertTypeName = (typeof ALERT_TYPE_NAMES)[number];

export const ALERT_LEVEL_NAMES = ['info', 'warning', 'error', 'critical'] as const;
export type AlertLevelName = (typeof ALERT_LEVEL_NAMES)[number];
