import { toCsv } from '../../../lib/csv';
import type { Alert } from '../../../entities/alerting/api';
import { ALERTS_CSV_HEADER, alertCsvRow, frenchThresholds } from './alertsCsv';
import { alertThresholds } from './alertThresholdTerms';

const place = { id: 2, name: 'Usine Nord', client: { id: 1, name: 'Enersol Industrie' } };
const kw = { id: 4, name: 'kW' };

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

  it('writes one alert in the header’s order, type, level and thresholds in French, with the muted state', () => {
    expect(alertCsvRow(alert())).toEqual([
      'Enersol Industrie',
      'Usine Nord',
      'Air comprimé',
      'Puissance appelée haute',
      'Compresseur 1',
      'UN_00011',
      'Seuil haut (non muette)',
      'Avertissement',
      'Jours ouvrés',
      'Au-dessus de 120,5 kW, fin sous 100 kW',
      'Claire Martin',
      'claire.martin@enersol.fr',
    ]);
    const muted = alertCsvRow(alert({ enabled: false, alertLevel: { name: 'critical' } }));
    expect(muted[6]).toBe('Seuil haut (muette)');
    expect(muted[7]).toBe('Critique');
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
    );
    expect(row[4]).toBe('Compresseur 1, Compresseur 2');
    expect(row[5]).toBe('UN_00011, UN_00012');
    expect(row[8]).toBe('Jours ouvrés, Nuit');
    expect(row[10]).toBe('Claire Martin, Hugo Petit');
    expect(row[11]).toBe('claire.martin@enersol.fr, hugo.petit@enersol.fr');
  });

  it('leaves empty what the alert does not have (null, never "undefined")', () => {
    const row = alertCsvRow(
      alert({
        alertVariables: [],
        variables: [{ id: 20, name: 'Passerelle', sourceTechnicalName: null, unit: null }],
        activationFunction: { name: 'com', functionName: 'communication' },
        activationParameters: {},
        scenarios: [],
        contacts: [],
      }),
    );
    expect(row[4]).toBe('Passerelle');
    expect([row[5], row[8], row[9], row[10], row[11]]).toEqual([null, null, null, null, null]);
    expect(row[6]).toBe('Communication (non muette)');
    expect(toCsv(ALERTS_CSV_HEADER, [row]).split('\r\n')[1]).toBe(
      'Enersol Industrie;Usine Nord;Air comprimé;Puissance appelée haute;Passerelle;;Communication (non muette);Avertissement;;;;',
    );
  });

  it.each([
    [
      'low',
      { activationLow: 2, deactivationLow: 3, hysteresis: 0.5 },
      'Sous 2 kW, fin au-dessus de 3 kW (hystérésis 0,5)',
    ],
    ['in_range', { activationLow: -5, activationHigh: 5 }, 'Entre -5 kW et 5 kW'],
    [
      'out_of_range',
      { activationLow: 1, deactivationLow: 2, deactivationHigh: 8, activationHigh: 9 },
      'Hors de 1 kW à 9 kW, fin entre 2 kW et 8 kW',
    ],
    ['nodata', { threshold: 30 }, 'Après 30 min'],
    ['high', { deactivationHigh: 100 }, 'Au-dessus de non défini, fin sous 100 kW'],
  ] as const)('reads %s thresholds in French', (type, parameters, text) => {
    const read = alertThresholds(
      alert({ activationFunction: { name: type, functionName: type }, activationParameters: parameters }),
    );
    expect(frenchThresholds(read)).toBe(text);
  });
});
