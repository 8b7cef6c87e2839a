import { z } from 'zod';
import { TEST_API_BASE_URL } from '../../../mocks/node';
import { listPageSchema } from '../../api/listPage';
import { setupMockApiClient } from '../../test/mockApiClient';
import {
  alertLevelsQuery,
  alertSchema,
  alertsResource,
  alertTypesQuery,
  alertWriteSchema,
  projectAlertsResource,
  type AlertWrite,
} from './api';

const api = await setupMockApiClient('u2');

/** Every row of a list, page by page, as served (parsed by the caller). */
async function allRows(path: string, pageSize = 25): Promise<unknown[]> {
  const headers = { Authorization: `Bearer ${await api.signToken('u2')}` };
  const rows: unknown[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const response = await fetch(`${TEST_API_BASE_URL}${path}?limit=${pageSize}&offset=${offset}`, { headers });
    const page = listPageSchema(z.unknown()).parse(await response.json());
    rows.push(...page.data);
    if (offset + pageSize >= page.total_count) return rows;
  }
}

describe('alerting schemas against the mocked API', () => {
  it('parses every seeded alert, page by page', async () => {
    const rows = await allRows('alerts');
    expect(rows).toHaveLength(60);
    for (const row of rows) alertSchema.parse(row);
  });

  it('parses every project alert', async () => {
    const rows = await allRows('project-alerts', 10);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) alertSchema.parse(row);
  });

  it('parses the alert types and levels through their queries', async () => {
    expect((await alertTypesQuery.fetch(undefined)).data).toHaveLength(9);
    expect((await alertLevelsQuery.fetch(undefined)).data.map((level) => level.name)).toEqual([
      'info',
      'warning',
      'error',
      'critical',
    ]);
  });

  it('lists through the resource with typed params', async () => {
    const page = await alertsResource.list({ limit: 5, type: 'high', archived: false });
    expect(page.data.every((alert) => alert.activationFunction.name === 'high' && !alert.archived)).toBe(true);
    expect((await projectAlertsResource.list({ limit: 3 })).data.length).toBeLessThanOrEqual(3);
    expect(alertsResource.keys.list({ limit: 5 })).toEqual(['alerts', 'list', { limit: 5 }]);
  });
});

describe('alert write payloads', () => {
  it('never send the alert id and reduce references to ids', async () => {
    const alert = await alertsResource.get(1);
    const payload = alertWriteSchema.parse(alert);
    expect(payload).not.toHaveProperty('id');
    expect(payload.project).toEqual({ id: alert.project.id });
    expect(payload.alertVariables[0]?.variable).toEqual({ id: alert.alertVariables[0]?.variable.id });
    expect(payload.contacts.every((contact) => Object.keys(contact).join() === 'id')).toBe(true);
  });

  it('round-trips an edit of a served alert through the resource', async () => {
    const alert = await alertsResource.get(2);
    const input: AlertWrite = { ...alert, name: `${alert.name} (modifiée)` };
    const updated = await alertsResource.update(alert.id, input);
    expect(updated).toMatchObject({ id: 2, name: `${alert.name} (modifiée)` });
    const created = await alertsResource.create({ ...alert, name: 'Copie' });
    expect(created.id).toBeGreaterThan(60);
    await alertsResource.remove(created.id);
  });
});
