// @vitest-environment node
import { formatInTimeZone } from 'date-fns-tz';
import { TEST_NOW } from '../node';
import { seedDatabase } from './database';

/*
 * A CPE report and each sending of one cover whole days on the site's clock: from midnight to
 * midnight, the end excluded, as the screens and files say them ("01/08/2026 to 31/10/2026").
 */
const db = seedDatabase(TEST_NOW);
const zoneOf = (projectId: number) => {
  const placeId = db.projects.find((project) => project.id === projectId)?.placeId;
  return db.places.find((place) => place.id === placeId)?.timezone ?? 'Europe/Paris';
};
const notMidnight = (instant: string, zone: string) =>
  formatInTimeZone(new Date(instant), zone, 'HH:mm:ss') !== '00:00:00';

describe('CPE periods', () => {
  it('start and end every CPE report at midnight on its site’s clock, a quarter long', () => {
    const reports = db.bexReports.filter((row) => row.type === 'cpe');
    expect(reports.length).toBeGreaterThan(0);
    const wrong = reports.filter((row) => {
      const zone = zoneOf(row.projectId);
      const days = (Date.parse(row.endDate) - Date.parse(row.startDate)) / 86_400_000;
      return notMidnight(row.startDate, zone) || notMidnight(row.endDate, zone) || days < 88 || days > 93;
    });
    expect(wrong.map((row) => `${row.id}: ${row.startDate} – ${row.endDate}`)).toEqual([]);
  });

  it('starts and ends the period of every CPE sending at midnight on its site’s clock', () => {
    expect(db.cpeSends.length).toBeGreaterThan(0);
    const wrong = db.cpeSends.filter((row) => {
      const zone = zoneOf(row.projectId);
      return notMidnight(row.periodStart, zone) || notMidnight(row.periodEnd, zone);
    });
    expect(wrong.map((row) => `${row.id}: ${row.periodStart} – ${row.periodEnd}`)).toEqual([]);
  });
});
