/** spec 001 §9: the checks a maintenance report lists; shared with the mocked API. */
export const MAINTENANCE_CHECK_KINDS = [
  'below_sensor_range',
  'above_sensor_range',
  'module_not_responding',
  'bottom_range_value',
  'counter_decrease',
  'counter_reset',
] as const;
export type MaintenanceCheckKind = (typeof MAINTENANCE_CHECK_KINDS)[number];
