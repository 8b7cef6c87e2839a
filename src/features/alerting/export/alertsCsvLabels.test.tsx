import { screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { toCsv } from '../../../lib/csv';
import type { Alert } from '../../../entities/alerting/api';
import { renderWithProviders } from '../../../test/renderWithApp';
import { ALERTS_CSV_HEADER, alertCsvRow } from './alertsCsv';
import { useAlertCsvLabels } from './useAlertCsvLabels';

/* The alert CSV in the user's language: the list's words, the Thresholds column's sentence. */

const place = { id: 2, name: 'Usine Nord', client: { id: 1, name: 'Enersol Industrie' } };

function alert(overrides: Partial<Alert>): Alert {
  return {
    id: 7,
    name: 'Température haute',
    project: { id: 3, name: 'Froid', place },
    alertVariables: [
      {
        variable: { id: 11, name: 'Chambre 1', sourceTechnicalName: 'UN_00011', unit: { id: 4, name: '°C' } },
        aggregation: { id: 1, name: 'average' },
        sampling: 10,
        samplingUnit: 'minutes',
      },
    ],
    activationFunction: { name: 'high', functionName: 'threshold_high' },
    activationParameters: { activationHigh: 21.36, deactivationHigh: 20, hysteresis: null },
    alertLevel: { name: 'warning' },
    scenarios: [],
    contacts: [],
    enabled: true,
    variables: [],
    archived: false,
    ...overrides,
  };
}

const ALERTS = [
  alert({}),
  alert({
    id: 8,
    enabled: false,
    alertLevel: { name: 'critical' },
    activationFunction: { name: 'nodata', functionName: 'no_data' },
    activationParameters: { threshold: 1440 },
  }),
];

function AlertsCsv() {
  const labels = useAlertCsvLabels();
  const { locale } = useIntl();
  const rows = ALERTS.map((row) => alertCsvRow(row, labels));
  return <pre data-testid="csv">{toCsv(ALERTS_CSV_HEADER, rows, { locale })}</pre>;
}

const csvLines = () => (screen.getByTestId('csv').textContent ?? '').split('\r\n');

describe('the alert CSV’s words', () => {
  it('are English for an English user: type, muted state, level, thresholds as the list says them', () => {
    renderWithProviders(<AlertsCsv />, { locale: 'en' });
    const [, high, noData] = csvLines();
    expect(high).toContain(',High threshold (not muted),Warning,,"Above 21.36 °C, ends below 20 °C",');
    expect(noData).toContain(',No data (muted),Critical,,After 1 day,');
  });

  it('are French for a French user', () => {
    renderWithProviders(<AlertsCsv />, { locale: 'fr' });
    const [, high, noData] = csvLines();
    expect(high).toContain(';Seuil haut (non muette);Avertissement;;"Au-dessus de 21,36 °C, fin sous 20 °C";');
    expect(noData).toContain(';Absence de données (muette);Critique;;Après 1 jour;');
  });
});
