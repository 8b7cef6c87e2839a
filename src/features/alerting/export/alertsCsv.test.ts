import { toCsv } from '../../../lib/csv';
import type { Alert } from '../../../entities/alerting/api';
import { ALERTS_CSV_HEADER, alertCsvRow, type AlertCsvLabels } from './alertsCsv';

const place = { id: 2, name: 'Usine Nord', client: { id: 1, name: 'Enersol Industrie' } };
const kw = { id: 4, name: 'kW' };

/** Words that show where each one goes; the real ones are useAlertCsvLabels' (alertsCsvLabels.test.tsx). */
const LABELS: AlertCsvLabels = {
  type: (type) => `type:${type}`,
  level: (level) => `level:${level}`,
  muted: (muted) => `muted:${String(muted)}`,
  thresholds: (alert) => `thresholds:${alert.id}`,
};

function alert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 7,
    name: 'Puissance appelée haute',
    project: { id: 3, name: 'Air comprimé', place },
    alertVariables: [
      {
        variable: { id: 11, name: 'Compresseur 1', sourceTechnicalName: 'UN_00011', unit: kw },
        aggregation: { id: 1, name: 'average' },
        sampling: 10,
        samplingUnit: 'minutes',
      },
    ],
    activationFunction: { name: 'high', functionName: 'threshold_high' },
    activationParameters: { activationHigh: 120.5, deactivationHigh: 100, hysteresis: null },
    alertLevel: { name: 'warning' },
    scenarios: [{ id: 1, name: 'Jours ouvrés' }],
    contacts: [{ id: 3, name: 'Claire Martin', email: 'claire.martin@enersol.fr' }],
    enabled: true,
    variables: [],
    archived: false,
    ...overrides,
  };
}

describe('alert CSV', () => {
  it('has exactly the spec’s twelve columns', () => {
    expect(toCsv(ALERTS_CSV_HEADER, []).split('\r\n')[0]).toBe(
      '\uFEFFClient;Site;Project;Alert;Variable;IdTechnique;Type;Criticite;Scenario;Seuil;NotifiedContacts;EmailContacts',
    );
  });

  it('writes one alert in the header’s order, in the words the labels give, with the muted state', () => {
    expect(alertCsvRow(alert(), LABELS)).toEqual([
      'Enersol Industrie',
      'Usine Nord',
      'Air comprimé',
      'Puissance appelée haute',
      'Compresseur 1',
      'UN_00011',
      'type:high (muted:false)',
      'level:warning',
      'Jours ouvrés',
      'thresholds:7',
      'Claire Martin',
      'claire.martin@enersol.fr',
    ]);
    const muted = alertCsvRow(alert({ enabled: false, alertLevel: { name: 'critical' } }), LABELS);
    expect(muted[6]).toBe('type:high (muted:true)');
    expect(muted[7]).toBe('level:critical');
  });

  it('joins several variables, scenarios and contacts with ", "', () => {
    const second = {
      variable: { id: 12, name: 'Compresseur 2', sourceTechnicalName: 'UN_00012', unit: kw },
      aggregation: { id: 1, name: 'average' as const },
      sampling: 10,
      samplingUnit: 'minutes' as const,
    };
    const row = alertCsvRow(
      alert({
        alertVariables: [...alert().alertVariables, second],
        scenarios: [
          { id: 1, name: 'Jours ouvrés' },
          { id: 2, name: 'Nuit' },
        ],
        contacts: [
          { id: 3, name: 'Claire Martin', email: 'claire.martin@enersol.fr' },
          { id: 4, name: 'Hugo Petit', email: 'hugo.petit@enersol.fr' },
        ],
      }),
      LABELS,
    );
    expect(row[4]).toBe('Compresseur 1, Compresseur 2');
    expect(row[5]).toBe('UN_00011, UN_00012');
    expect(row[8]).toBe('Jours ouvrés, Nuit');
    expect(row[10]).toBe('Claire Martin, Hugo Petit');
    expect(row[11]).toBe('claire.martin@enersol.fr, hugo.petit@enersol.fr');
  });

  it('leaves empty what the alert does not have (null, never "undefined"), thresholds included', () => {
    const row = alertCsvRow(
      alert({
        alertVariables: [],
        variables: [{ id: 20, name: 'Passerelle', sourceTechnicalName: null, unit: null }],
        activationFunction: { name: 'com', functionName: 'communication' },
        activationParameters: {},
        scenarios: [],
        contacts: [],
      }),
      LABELS,
    );
    expect(row[4]).toBe('Passerelle');
    expect([row[5], row[8], row[9], row[10], row[11]]).toEqual([null, null, null, null, null]);
    expect(toCsv(ALERTS_CSV_HEADER, [row]).split('\r\n')[1]).toBe(
      'Enersol Industrie;Usine Nord;Air comprimé;Puissance appelée haute;Passerelle;;type:com (muted:false);level:warning;;;;',
    );
  });
});
