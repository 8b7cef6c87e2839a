import {
  alertEventSchema,
  EVENT_ALERT_TYPES,
  type AlertEvent,
  type EventAlertType,
} from '../../../entities/events/api';
import {
  eventDataPlan,
  eventPeriod,
  eventSamplingFor,
  eventShadedPeriod,
  eventThresholds,
  qualityLabelFor,
} from './eventSeries';

const place = { id: 3, name: 'Usine Nord', client: { id: 2, name: 'Acme' } };
const variable = (id: number, sampling = 10) => ({
  variable: { id, name: `Compteur ${id}`, sourceTechnicalName: `CPT_${id}`, unit: { id: 1, name: 'kWh' } },
  aggregation: { id: 4, name: 'sum' },
  sampling,
  samplingUnit: 'minutes',
});

function event(
  type: EventAlertType,
  overrides: Record<string, unknown> = {},
  alert: Record<string, unknown> = {},
): AlertEvent {
  return alertEventSchema.parse({
    id: 1,
    alert: {
      id: 5,
      name: 'Alerte',
      type,
      level: 'warning',
      function: type === 'com' ? 'communication' : null,
      alertVariables: [variable(10), variable(11, 1)],
      variables: [],
      activationParameters: {
        threshold: 60,
        activationLow: 10,
        deactivationLow: 12,
        activationHigh: 90,
        deactivationHigh: 85,
        hysteresis: 2,
      },
      ...alert,
    },
    project: { id: 7, name: 'Chaufferie', place },
    client: place.client,
    site: place,
    dateStart: '2026-03-10T10:00:00Z',
    dateEnd: '2026-03-10T20:00:00Z',
    duration: 36000,
    status: 'new',
    cancelled: false,
    tags: [],
    comments: 0,
    ...overrides,
  });
}

describe('eventDataPlan', () => {
  it.each(EVENT_ALERT_TYPES.filter((type) => type !== 'com'))('loads the right variables for a %s event', (type) => {
    const plan = eventDataPlan(event(type));
    if (plan.kind !== 'series') throw new Error('expected series');
    const expected = type === 'stagnation' || type === 'offline_single' ? [10, 11] : [10];
    expect(plan.variables.map((item) => item.id)).toEqual(expected);
    expect(plan.variables[0]).toEqual({
      id: 10,
      name: 'Compteur 10',
      unit: 'kWh',
      aggregationId: 4,
      preferred: { sampling: 10, samplingUnit: 'minutes' },
    });
  });

  it('loads communication data when the alert has a function', () => {
    expect(eventDataPlan(event('com'))).toEqual({ kind: 'communication', projectId: 7 });
  });

  it('loads nothing for an alert without variables', () => {
    expect(eventDataPlan(event('high', {}, { alertVariables: null }))).toEqual({ kind: 'series', variables: [] });
  });
});

describe('event periods', () => {
  const now = new Date('2026-03-11T00:00:00Z');

  it('pads a finished event by 20 % of its length each side', () => {
    expect(eventPeriod(event('high'), now)).toEqual({
      start: new Date('2026-03-10T08:00:00Z'),
      end: new Date('2026-03-10T22:00:00Z'),
    });
    expect(eventShadedPeriod(event('high'), now)).toEqual({
      start: new Date('2026-03-10T10:00:00Z'),
      end: new Date('2026-03-10T20:00:00Z'),
    });
  });

  it('pads a short event by at least an hour, never past now', () => {
    const short = event('high', { dateStart: '2026-03-10T23:20:00Z', dateEnd: '2026-03-10T23:30:00Z' });
    expect(eventPeriod(short, now)).toEqual({ start: new Date('2026-03-10T22:20:00Z'), end: now });
  });

  it('runs an event in progress up to now', () => {
    const running = event('nodata', { dateEnd: null });
    expect(eventShadedPeriod(running, now)).toEqual({ start: new Date('2026-03-10T10:00:00Z'), end: now });
    // 14 h so far: 2 h 48 before.
    expect(eventPeriod(running, now)).toEqual({ start: new Date('2026-03-10T07:12:00Z'), end: now });
  });
});

describe('eventSamplingFor', () => {
  const period = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-08T00:00:00Z') };

  it('sends the preferred sampling when it suits the period', () => {
    expect(eventSamplingFor(period, { sampling: 10, samplingUnit: 'minutes' })).toEqual({
      params: { preferredSampling: 10, preferredSamplingUnit: 'minutes' },
      adjusted: false,
    });
  });

  it('leaves it out and says so when it gives too many points', () => {
    // A week at one second is 604 800 points, over the 10 000 limit.
    expect(eventSamplingFor(period, { sampling: 1, samplingUnit: 'seconds' })).toEqual({ params: {}, adjusted: true });
  });

  it('has nothing to adjust without a preferred sampling', () => {
    expect(eventSamplingFor(period, null)).toEqual({ params: {}, adjusted: false });
  });
});

describe('eventThresholds', () => {
  it.each([
    ['high', ['activationHigh', 'deactivationHigh']],
    ['low', ['activationLow', 'deactivationLow']],
    ['out_of_range', ['activationHigh', 'deactivationHigh', 'activationLow', 'deactivationLow']],
    ['offline', []],
    ['nodata', []],
    ['stagnation', []],
  ] as const)('draws for %s: %j', (type, kinds) => {
    expect(eventThresholds(event(type)).map((threshold) => threshold.kind)).toEqual(kinds);
  });

  it('draws only the thresholds an in-range alert sets, with their values', () => {
    const parameters = { activationLow: 20, activationHigh: 80, deactivationLow: null, deactivationHigh: null };
    expect(eventThresholds(event('in_range', {}, { activationParameters: parameters }))).toEqual([
      { kind: 'activationHigh', value: 80 },
      { kind: 'activationLow', value: 20 },
    ]);
    expect(eventThresholds(event('high', {}, { activationParameters: null }))).toEqual([]);
  });
});

describe('qualityLabelFor', () => {
  it('labels data-quality events only', () => {
    expect(EVENT_ALERT_TYPES.map(qualityLabelFor)).toEqual([
      null,
      null,
      null,
      null,
      'offline',
      'offline',
      null,
      'nodata',
      'com',
    ]);
  });
});
