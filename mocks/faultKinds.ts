/**
 * The fault kinds the fault matrices run, by the name tests give them, as rules of the demo's fault
 * syntax (mocks/faultRules.ts): one list for the component-level matrix (src/test/faultMatrix.tsx)
 * and the real-browser one (e2e/faultMatrix.ts).
 */
export const FAULT_KINDS = {
  '500': 'status:500',
  network: 'network',
  timeout: 'timeout',
  malformed: 'malformed',
  mismatch: 'mismatch',
  '403': 'status:403',
  '401 once': 'status:401@1',
  '401 always': 'status:401',
  maintenance: 'code:MAINTENANCE:503',
} as const;
export type FaultKindName = keyof typeof FAULT_KINDS;
