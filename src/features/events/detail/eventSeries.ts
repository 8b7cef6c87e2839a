import {
  chooseSampling,
  preferredSamplingParams,
  type PreferredSamplingParams,
  type Sampling,
} from '../../../lib/sampling';
import type { AlertEvent, EventAlertType } from '../../../entities/events/api';

/** What the event detail loads and draws (spec 000 §4). */

export interface EventSeriesVariable {
  id: number;
  name: string;
  unit?: string;
  aggregationId: number;
  /** The alert's own sampling of the variable, sent as the preferred one when it suits. */
  preferred: Sampling | null;
}

export type EventDataPlan =
  { kind: 'communication'; projectId: number } | { kind: 'series'; variables: EventSeriesVariable[] };

/** spec 000 §4: "For stagnation and offline_single alerts all variables are loaded, otherwise only the first." */
const ALL_VARIABLE_TYPES: readonly EventAlertType[] = ['stagnation', 'offline_single'];

/**
 * spec 000 §4: "An event whose alert has a function is a communication-type event and loads
 * communication data over its period; other events load variable time series."
 */
export function eventDataPlan(event: AlertEvent): EventDataPlan {
  if (event.alert.function) return { kind: 'communication', projectId: event.project.id };
  const watched = event.alert.alertVariables ?? [];
  const loaded = ALL_VARIABLE_TYPES.includes(event.alert.type) ? watched : watched.slice(0, 1);
  return {
    kind: 'series',
    variables: loaded.map((item) => ({
      id: item.variable.id,
      name: item.variable.name,
      ...(item.variable.unit ? { unit: item.variable.unit.name } : {}),
      aggregationId: item.aggregation.id,
      preferred: { sampling: item.sampling, samplingUnit: item.samplingUnit },
    })),
  };
}

export interface EventPeriod {
  start: Date;
  end: Date;
}

const HOUR = 3_600_000;
/** Share of the event's length shown before and after it, so it is seen in context. */
const CONTEXT_SHARE = 0.2;

/** The event itself, [dateStart, dateEnd], up to now while in progress: the shaded band. */
export function eventShadedPeriod(event: Pick<AlertEvent, 'dateStart' | 'dateEnd'>, now: Date): EventPeriod {
  const start = new Date(event.dateStart);
  const end = event.dateEnd === null ? new Date(Math.max(now.getTime(), start.getTime())) : new Date(event.dateEnd);
  return { start, end };
}

/**
 * The period the chart loads: the event padded on both sides by 20 % of its length, at least one
 * hour, and never past now (there is no data in the future). An event that ended after `now`
 * (clock skew) keeps its whole length.
 */
export function eventPeriod(event: Pick<AlertEvent, 'dateStart' | 'dateEnd'>, now: Date): EventPeriod {
  const shaded = eventShadedPeriod(event, now);
  const length = shaded.end.getTime() - shaded.start.getTime();
  const padding = Math.max(HOUR, length * CONTEXT_SHARE);
  const latest = Math.max(now.getTime(), shaded.end.getTime());
  return {
    start: new Date(shaded.start.getTime() - padding),
    end: new Date(Math.min(shaded.end.getTime() + padding, latest)),
  };
}

/**
 * spec 000 §4: "A preferred sampling is sent only if it suits the period; otherwise it is left out.
 * A requested sampling that does not fit the period is changed automatically and the user is told
 * to shorten the period to keep it." `adjusted` tells the screen to say so.
 */
export function eventSamplingFor(
  period: EventPeriod,
  preferred: Sampling | null | undefined,
): { params: PreferredSamplingParams; adjusted: boolean } {
  return {
    params: preferredSamplingParams(period.start, period.end, preferred),
    adjusted: preferred != null && chooseSampling(period.start, period.end, preferred).adjusted,
  };
}

export const EVENT_THRESHOLD_KINDS = [
  'activationHigh',
  'deactivationHigh',
  'activationLow',
  'deactivationLow',
] as const;
export type EventThresholdKind = (typeof EVENT_THRESHOLD_KINDS)[number];

export interface EventThreshold {
  kind: EventThresholdKind;
  value: number;
}

/** The thresholds each type compares the series with (spec 000 §3 activationParameters, §5). */
const THRESHOLDS_BY_TYPE: Partial<Record<EventAlertType, readonly EventThresholdKind[]>> = {
  high: ['activationHigh', 'deactivationHigh'],
  low: ['activationLow', 'deactivationLow'],
  in_range: EVENT_THRESHOLD_KINDS,
  out_of_range: EVENT_THRESHOLD_KINDS,
};

/**
 * The threshold lines drawn on the event chart. Only value thresholds: data-quality, communication
 * and stagnation alerts have a delay or a tolerance (`threshold`, `hysteresis`), not a level on the
 * series' axis, so nothing is drawn for them. A threshold the alert leaves empty is not drawn.
 */
export function eventThresholds(event: AlertEvent): EventThreshold[] {
  const parameters = event.alert.activationParameters;
  if (!parameters) return [];
  const kinds = THRESHOLDS_BY_TYPE[event.alert.type] ?? [];
  return kinds.flatMap((kind) => {
    const value = parameters[kind];
    return typeof value === 'number' && Number.isFinite(value) ? [{ kind, value }] : [];
  });
}

export type QualityLabel = 'com' | 'nodata' | 'offline';

/** spec 000 §4 "Data quality labels: com, nodata, offline": the label a data-quality event shows. */
export function qualityLabelFor(type: EventAlertType): QualityLabel | null {
  switch (type) {
    case 'com':
      return 'com';
    case 'nodata':
      return 'nodata';
    case 'offline':
    case 'offline_single':
      return 'offline';
    default:
      return null;
  }
}
