import { useMemo } from 'react';
import { describeScenario, type ScenarioSchedule } from '../../../entities/alerting/scenarioSchedule';
import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface ScheduleText {
  /** Three-letter day abbreviations, Monday first (spec 000 §3: "Lun" … "Dim" in French). */
  shortDays: readonly string[];
  /** Full day names, for the grid cells' accessible names. */
  longDays: readonly string[];
  /** "Lun, Mar · 8h à 18h" in French, "Mon, Tue · 8h to 18h" in English; empty when never active. */
  describe: (schedule: ScenarioSchedule) => string;
  /** "8h to 18h" for one range of hours (a range may end at 24h). */
  hourRange: (from: number, to: number) => string;
}

/** The scenario's schedule in the user's language: describeScenario with translated days and joining word. */
export function useScheduleText(): ScheduleText {
  const t = useMessage();
  const shortDays = DAY_KEYS.map((key) => t(`scenario.day.${key}` satisfies MessageId));
  const longDays = DAY_KEYS.map((key) => t(`scenario.dayLong.${key}` satisfies MessageId));
  const to = t('scenario.hours.to');
  const shortKey = shortDays.join('|');
  const longKey = longDays.join('|');
  return useMemo(() => {
    const short = shortKey.split('|');
    return {
      shortDays: short,
      longDays: longKey.split('|'),
      describe: (schedule) => describeScenario(schedule, { to, dayNames: short }).text,
      hourRange: (from, end) => `${from}h ${to} ${end}h`,
    };
  }, [shortKey, longKey, to]);
}
