// @vitest-environment node
import { TEST_NOW } from '../node';
import { seedDatabase } from './database';

/*
 * Referential integrity of the whole seed: the areas are seeded separately, and every id one
 * area stores must name a row another area seeded. Each check lists the dangling references, so
 * that a failure says which rows are wrong.
 */

const db = seedDatabase(TEST_NOW);
const ids = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));
const dashboardIds = ids(db.dashboards);
const contactIds = ids(db.contacts);
const variableIds = ids(db.variables);
const projectIds = ids(db.projects);

describe('seed consistency', () => {
  it('gives every report an existing dashboard and graphs of that dashboard', () => {
    expect(db.reports.length).toBeGreaterThan(0);
    const dangling = db.reports.flatMap((report) => {
      const wrong: string[] = [];
      if (!dashboardIds.has(report.dashboardId)) wrong.push(`report ${report.id}: dashboard ${report.dashboardId}`);
      if (report.graphIds.length === 0) wrong.push(`report ${report.id}: no graph`);
      for (const graphId of report.graphIds) {
        const graph = db.graphs.find((row) => row.id === graphId);
        if (graph?.dashboardId !== report.dashboardId) wrong.push(`report ${report.id}: graph ${graphId}`);
      }
      return wrong;
    });
    expect(dangling).toEqual([]);
  });

  it('prefers dashboards of the report’s project', () => {
    const owned = db.reports.filter(
      (report) => db.dashboards.find((row) => row.id === report.dashboardId)?.projectId === report.projectId,
    );
    expect(owned.length).toBeGreaterThan(db.reports.length / 3);
  });

  it('gives every scheduled report and sending an existing contact, with its seeded name, and an existing dashboard', () => {
    expect(db.scheduledReports.length).toBeGreaterThan(0);
    const scheduledIds = ids(db.scheduledReports);
    const contactOf = (id: number) => db.contacts.find((row) => row.id === id);
    const dangling = [
      ...db.scheduledReports.flatMap((row) => [
        ...(contactIds.has(row.contact.id) ? [] : [`scheduled report ${row.id}: contact ${row.contact.id}`]),
        ...(row.dashboardId === null || dashboardIds.has(row.dashboardId)
          ? []
          : [`scheduled report ${row.id}: dashboard ${row.dashboardId}`]),
      ]),
      ...db.scheduledReportSends.flatMap((send) => [
        ...(scheduledIds.has(send.scheduledReportId)
          ? []
          : [`sending ${send.id}: scheduled report ${send.scheduledReportId}`]),
        ...(contactIds.has(send.contact.id) ? [] : [`sending ${send.id}: contact ${send.contact.id}`]),
      ]),
    ];
    expect(dangling).toEqual([]);
    for (const row of [...db.scheduledReports, ...db.scheduledReportSends]) {
      const contact = contactOf(row.contact.id);
      expect(row.contact).toEqual({ id: contact?.id, name: contact?.name, email: contact?.email });
    }
  });

  it('gives every alert existing contacts, scenarios and variables', () => {
    const scenarioIds = ids(db.scenarios);
    const dangling = db.alerts.flatMap((alert) => [
      ...alert.contactIds.filter((id) => !contactIds.has(id)).map((id) => `alert ${alert.id}: contact ${id}`),
      ...alert.scenarioIds.filter((id) => !scenarioIds.has(id)).map((id) => `alert ${alert.id}: scenario ${id}`),
      ...[...alert.alertVariables.map((row) => row.variableId), ...alert.variableIds]
        .filter((id) => !variableIds.has(id))
        .map((id) => `alert ${alert.id}: variable ${id}`),
    ]);
    expect(dangling).toEqual([]);
    expect(db.alerts.every((alert) => alert.contactIds.length > 0)).toBe(true);
  });

  it('gives every event an existing alert', () => {
    const alertIds = ids(db.alerts);
    expect(
      db.alertEvents
        .filter((event) => !alertIds.has(event.alertId))
        .map((event) => `event ${event.id}: alert ${event.alertId}`),
    ).toEqual([]);
  });

  it('gives every perimeter existing measure variables', () => {
    const dangling = db.perimeters.flatMap((perimeter) =>
      [perimeter.consumption_reference_measure_id, perimeter.saving_measure_id, perimeter.consumption_measure_id]
        .filter((id) => id !== null && !variableIds.has(id))
        .map((id) => `perimeter ${perimeter.id}: variable ${String(id)}`),
    );
    expect(dangling).toEqual([]);
  });

  it('attaches variables to existing projects only', () => {
    const dangling = db.variables.flatMap((variable) =>
      variable.projectIds.filter((id) => !projectIds.has(id)).map((id) => `variable ${variable.id}: project ${id}`),
    );
    expect(dangling).toEqual([]);
  });
});
