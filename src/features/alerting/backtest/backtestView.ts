import type { ScenarioSchedule } from '../../../entities/alerting/scenarioSchedule';

/**
 * Stable keys for what the backtest's memos depend on: the editor hands new objects on every
 * keystroke, and the precomputation must run again only when the schedules themselves change.
 */

/** "1111100|000000001111111111000000" per scenario, joined by ";" (order kept: it does not change the union). */
export function schedulesKey(scenarios: readonly ScenarioSchedule[]): string {
  const bits = (flags: readonly boolean[]) => flags.map((flag) => (flag ? '1' : '0')).join('');
  return scenarios.map((scenario) => `${bits(scenario.days)}|${bits(scenario.hours)}`).join(';');
}

/** The schedules back from their key. */
export function schedulesFromKey(key: string): ScenarioSchedule[] {
  if (key === '') return [];
  return key.split(';').map((one) => {
    const [days = '', hours = ''] = one.split('|');
    return { days: [...days].map((bit) => bit === '1'), hours: [...hours].map((bit) => bit === '1') };
  });
}
