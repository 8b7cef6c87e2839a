import { toCsv } from '../../../lib/csv';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { alertEventSchema, type AlertEvent } from '../../../entities/events/api';
import { EVENTS_CSV_HEADER, eventCsvRow, fetchAllEvents, type EventCsvLabels } from './eventsCsv';

/** Words that show where each one goes; the screen's test reads the real ones (EventsScreen.test.tsx). */
const LABELS: EventCsvLabels = { level: (level) => `level:${level}`, status: (status) => `status:${status}` };

const api = await setupMockApiClient('u2', { resetBeforeEach: true });

const place = { id: 3, name: 'Usine Nord', timezone: 'Europe/Paris', client: { id: 2, name: 'Acme' } };
const unit = { id: 1, name: 'kWh' };

function event(overrides: Partial<AlertEvent> = {}): AlertEvent {
  return alertEventSchema.parse({
    id: 41,
    alert: {
      id: 5,
      name: 'Stagnation compteurs',
      type: 'stagnation',
      level: 'error',
      function: null,
      alertVariables: [
        {
          variable: { id: 10, name: 'Compteur A', sourceTechnicalName: 'CPT_A', unit },
          aggregation: { id: 1, name: 'average' },
          sampling: 10,
          samplingUnit: 'minutes',
        },
        {
          variable: { id: 11, name: 'Compteur B', sourceTechnicalName: 'CPT_B', unit },
          aggregation: { id: 1, name: 'average' },
          sampling: 10,
          samplingUnit: 'minutes',
        },
      ],
      variables: [],
    },
    project: { id: 7, name: 'Chaufferie', place },
    client: place.client,
    site: place,
    dateStart: '2026-03-29T00:30:00Z',
    dateEnd: '2026-03-29T02:15:09Z',
    duration: 6309,
    status: 'fixed_no_action',
    cancelled: false,
    tags: [],
    comments: 0,
    ...overrides,
  });
}

describe('events CSV', () => {
  it('has exactly the spec columns', () => {
    expect(EVENTS_CSV_HEADER).toEqual([
      'Client',
      'Site',
      'Project',
      'Alert',
      'Variable',
      'IdTechnique',
      'Criticite',
      'Debut',
      'Fin',
      'Status',
    ]);
  });

  it('writes one event with its variables, level, Paris dates and status in the labels’ words', () => {
    const row = eventCsvRow(event(), LABELS);
    expect(row.slice(0, 7)).toEqual([
      'Acme',
      'Usine Nord',
      'Chaufferie',
      'Stagnation compteurs',
      'Compteur A, Compteur B',
      'CPT_A, CPT_B',
      'level:error',
    ]);
    expect(row[9]).toBe('status:fixed_no_action');
    // Across the spring DST change: 00:30Z is 01:30 CET, 02:15Z is 04:15 CEST.
    const line = toCsv(EVENTS_CSV_HEADER, [row]).split('\r\n')[1];
    expect(line).toBe(
      'Acme;Usine Nord;Chaufferie;Stagnation compteurs;"Compteur A, Compteur B";"CPT_A, CPT_B";level:error;2026-03-29 01:30:00;2026-03-29 04:15:09;status:fixed_no_action',
    );
  });

  it('leaves Fin empty while the event is in progress, and names a communication alert’s variables', () => {
    const running = event({
      dateEnd: null,
      alert: {
        ...event().alert,
        type: 'com',
        function: 'communication',
        alertVariables: [],
        variables: [{ id: 12, name: 'Passerelle', sourceTechnicalName: 'GW_1', unit }],
      },
    });
    const row = eventCsvRow(running, LABELS);
    expect(row[8]).toBeNull();
    expect(row.slice(4, 6)).toEqual(['Passerelle', 'GW_1']);
    expect(
      toCsv(EVENTS_CSV_HEADER, [row]).split('\r\n')[1]?.endsWith(';2026-03-29 01:30:00;;status:fixed_no_action'),
    ).toBe(true);
  });
});

describe('fetchAllEvents', () => {
  it('gathers every page of the filtered list, in the asked order', async () => {
    // 500 seeded events fit one export page: add 300 copies so that the export needs two calls.
    const copies = api.db.alertEvents
      .slice(0, 300)
      .map((row, index) => ({ ...row, id: 10_000 + index, tags: [...row.tags] }));
    api.db.alertEvents.push(...copies);
    const all = await fetchAllEvents({ ordering: 'dateStart', limit: 20, offset: 40 });
    expect(all).toHaveLength(800);
    expect(new Set(all.map((row) => row.id)).size).toBe(800);
    expect(all.every((row, index) => index === 0 || (all[index - 1]?.dateStart ?? '') <= row.dateStart)).toBe(true);
  });

  it('keeps the filters', async () => {
    const running = await fetchAllEvents({ current: true, cancelled: false });
    expect(running.length).toBe(api.db.alertEvents.filter((row) => row.dateEnd === null && !row.cancelled).length);
    expect(running.every((row) => row.dateEnd === null && !row.cancelled)).toBe(true);
  });
});
