// @vitest-environment node
import { periodAggregate, profileOf } from '../handlers/variables/dataSeries';
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

  it('draws no seeded graph over several units on one axis: one measure per graph, a flow against a power', () => {
    const mixed = db.graphs.flatMap((graph) => {
      const units = graph.graphVariables.map(
        (row) => db.units.find((unit) => unit.id === db.variables.find((v) => v.id === row.objectId)?.unitId)?.name,
      );
      if (graph.frontConfig.type === 'table') return [];
      // A scatter plot has an axis per variable: x and y.
      if (graph.frontConfig.type === 'scatter-plot')
        return units.length === 2 ? [] : [`graph ${graph.id} (scatter): ${units.join(', ')}`];
      return new Set(units).size === 1 ? [] : [`graph ${graph.id} (${graph.frontConfig.type}): ${units.join(', ')}`];
    });
    expect(mixed).toEqual([]);
  });

  it('reads every counter in the graphs as what it counted, never as the sum of its index', () => {
    const summed = db.graphs.flatMap((graph) =>
      graph.graphVariables
        .filter((row) => db.variables.find((v) => v.id === row.objectId)?.isCounter && row.aggregationId !== 5)
        .map((row) => `graph ${graph.id}: variable ${row.objectId}`),
    );
    expect(summed).toEqual([]);
  });

  it('keeps every gauge’s target on its scale', () => {
    const outside = db.graphs.flatMap((graph) => {
      const { gauge, target } = graph.frontConfig;
      if (graph.frontConfig.type !== 'gauge' || !gauge || target === undefined || target === null) return [];
      return target >= gauge.min && target <= gauge.max
        ? []
        : [`graph ${graph.id}: ${target} on ${gauge.min}–${gauge.max}`];
    });
    expect(outside).toEqual([]);
  });

  it('gives the bars, bullets and gauges values a site shows over a month', () => {
    // Generous bounds per unit for one piece of equipment over 30 days (a 1 MW machine uses 720 MWh).
    const BOUNDS: Record<string, [number, number]> = {
      kW: [0, 50_000],
      MW: [0, 50],
      kWh: [0, 20_000_000],
      MWh: [0, 20_000],
      'm3/h': [0, 10_000],
      m3: [0, 2_000_000],
      Nm3: [0, 5_000_000],
      '°C': [-40, 250],
      t: [0, 100_000],
    };
    const period = { start: TEST_NOW - 30 * 86_400_000, end: TEST_NOW };
    const aggregationName = (id: number) => db.aggregations.find((row) => row.id === id)?.name ?? 'average';
    const kinds = new Set(['bar-plot', 'bullet', 'gauge']);
    const graphs = db.graphs.filter((graph) => kinds.has(graph.frontConfig.type));
    expect(graphs.length).toBeGreaterThan(0);
    const unlikely = graphs.flatMap((graph) =>
      graph.graphVariables.flatMap((row) => {
        const variable = db.variables.find((v) => v.id === row.objectId);
        if (!variable) return [`graph ${graph.id}: variable ${row.objectId} missing`];
        const unit = db.units.find((one) => one.id === variable.unitId)?.name ?? '';
        const value = periodAggregate(profileOf(db, variable), period, aggregationName(row.aggregationId));
        const [low, high] = BOUNDS[unit] ?? [-Infinity, Infinity];
        return value === null || (value >= low && value <= high) ? [] : [`graph ${graph.id}: ${value} ${unit}`];
      }),
    );
    expect(unlikely).toEqual([]);
  });
});
