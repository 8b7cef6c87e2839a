import { thresholdIssues } from '../../src/entities/alerting/thresholds';
import { seedDatabase } from './database';
import { bandThresholds } from './alertThresholds';

const BAND = { low: 18.4, high: 26.9 };
const VALUE_TYPES = ['high', 'low', 'in_range', 'out_of_range'] as const;

describe('seeded alert thresholds', () => {
  it('sit inside the band and follow the threshold rules of spec 000 §5', () => {
    for (const type of VALUE_TYPES) {
      const thresholds = bandThresholds(type, BAND);
      expect(thresholds).not.toBeNull();
      for (const value of Object.values(thresholds ?? {})) expect(value).toBeGreaterThanOrEqual(0);
      expect(thresholdIssues(type, thresholds)).toEqual([]);
    }
    expect(bandThresholds('high', BAND)?.activationHigh).toBeLessThan(BAND.high);
    expect(bandThresholds('low', BAND)?.activationLow).toBeGreaterThan(BAND.low);
    expect(bandThresholds('stagnation', BAND)).toBeNull();
  });

  it('give every seeded value alert valid thresholds', () => {
    const db = seedDatabase(Date.UTC(2026, 10, 23, 10));
    const valueAlerts = db.alerts.filter((alert) => (VALUE_TYPES as readonly string[]).includes(alert.type));
    expect(valueAlerts.length).toBeGreaterThan(0);
    for (const alert of valueAlerts) expect(thresholdIssues(alert.type, alert.activationParameters)).toEqual([]);
  });
});
