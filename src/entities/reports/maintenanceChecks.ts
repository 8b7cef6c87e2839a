/** spec 001 §9: the checks a maintenance report lists; the pure checks themselves are in src/lib, shared with the mocked API. */
export { MAINTENANCE_CHECK_KINDS, type MaintenanceCheckKind } from '../../lib/maintenanceChecks';
