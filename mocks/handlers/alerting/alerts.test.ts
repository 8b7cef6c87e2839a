// @vitest-environment node
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller<unknown>(api.signToken);

interface Page<T> {
  data: T[];
  total_count: number;
}
interface AlertAnswer {
  id: number;
  name: string;
  project: { id: number; place: { id: number; client: { id: number } } };
  alertVariables: { variable: { id: number; name: string } }[];
  variables: { id: number; name: string }[];
  activationFunction: { name: string; functionName: string };
  alertLevel: { name: string };
  scenarios: { id: number; name: string }[];
  contacts: { id: number; name: string; email: string }[];
  enabled: boolean;
  archived: boolean;
}

const list = async (query: string, path = 'alerts') =>
  (await call('u2', 'GET', `${path}?${query}`)).body as Page<AlertAnswer>;

/** A valid high-threshold alert on a seeded variable and one of its projects. */
function validAlert() {
  const variable = api.db.variables.find((row) => row.placeId === 1 && row.projectIds.length > 0);
  if (!variable) throw new Error('seed without variables');
  return {
    id: 4242,
    name: 'Test – Pression réseau haute',
    project: { id: variable.projectIds[0], name: 'ignored' },
    alertVariables: [{ variable: { id: variable.id }, aggregation: { id: 1 }, sampling: 10, samplingUnit: 'minutes' }],
    activationFunction: { name: 'high', functionName: 'threshold_high' },
    activationParameters: { activationHigh: 10, deactivationHigh: 8, hysteresis: 1 },
    alertLevel: { name: 'warning' },
    scenarios: [{ id: 1 }],
    contacts: [{ id: 3 }],
    enabled: true,
    archived: false,
  };
}

describe('alerts: seed and reads', () => {
  it('seeds 60 alerts of all nine types, muted, archived, with scenarios and contacts', () => {
    const alerts = api.db.alerts;
    expect(alerts).toHaveLength(60);
    expect(new Set(alerts.map((alert) => alert.type)).size).toBe(9);
    expect(alerts.some((alert) => !alert.enabled)).toBe(true);
    expect(alerts.some((alert) => alert.archived)).toBe(true);
    expect(alerts.some((alert) => alert.scenarioIds.length > 0)).toBe(true);
    expect(alerts.every((alert) => alert.contactIds.length > 0)).toBe(true);
    for (const alert of alerts) {
      for (const { variableId } of alert.alertVariables)
        expect(api.db.variables.find((row) => row.id === variableId)?.projectIds).toContain(alert.projectId);
    }
  });

  it('answers 401 without a token and 403 to a user without alerting_configuration_view', async () => {
    expect((await call(null, 'GET', 'alerts')).status).toBe(401);
    expect(await call('u5', 'GET', 'alerts')).toEqual({ status: 403, body: { messages: ['PERMISSION_DENIED'] } });
    expect((await call('u4', 'GET', 'alerts')).status).toBe(200);
  });

  it('pages with limit and offset', async () => {
    const first = await list('limit=25&offset=0');
    const last = await list('limit=25&offset=50');
    expect(first.total_count).toBe(60);
    expect(first.data).toHaveLength(25);
    expect(last.data).toHaveLength(10);
    expect(last.data[0]?.id).toBe(51);
  });

  it.each([
    ['clientId=2', (alert: AlertAnswer) => alert.project.place.client.id === 2],
    ['placeId=1', (alert: AlertAnswer) => alert.project.place.id === 1],
    ['projectId=1', (alert: AlertAnswer) => alert.project.id === 1],
    ['type=stagnation', (alert: AlertAnswer) => alert.activationFunction.name === 'stagnation'],
    ['alertLevel=error', (alert: AlertAnswer) => alert.alertLevel.name === 'error'],
    ['enabled=false', (alert: AlertAnswer) => !alert.enabled],
    ['archived=true', (alert: AlertAnswer) => alert.archived],
    ['name=seuil', (alert: AlertAnswer) => alert.name.toLowerCase().includes('seuil')],
    [
      'variableName=compresseur',
      (alert: AlertAnswer) =>
        [...alert.alertVariables.map((item) => item.variable), ...alert.variables].some((variable) =>
          variable.name.toLowerCase().includes('compresseur'),
        ),
    ],
    [
      'scenarioName=heures',
      (alert: AlertAnswer) => alert.scenarios.some((scenario) => scenario.name.toLowerCase().includes('heures')),
    ],
  ])('filters by %s', async (query, matches) => {
    const page = await list(query);
    expect(page.total_count).toBeGreaterThan(0);
    expect(page.total_count).toBeLessThan(60);
    expect(page.data.every(matches)).toBe(true);
  });

  it('answers one alert, 404 ALERT_NOT_FOUND otherwise', async () => {
    const one = await call('u2', 'GET', 'alerts/7');
    expect((one.body as AlertAnswer).id).toBe(7);
    expect(await call('u2', 'GET', 'alerts/9999')).toEqual({ status: 404, body: { messages: ['ALERT_NOT_FOUND'] } });
  });

  it('answers the alert types and levels', async () => {
    const types = (await call('u5', 'GET', 'alert-types')).body as Page<{ name: string; functionName: string }>;
    expect(types.data.map((type) => type.name)).toEqual([
      'high',
      'low',
      'in_range',
      'out_of_range',
      'offline',
      'offline_single',
      'stagnation',
      'nodata',
      'com',
    ]);
    const levels = (await call('u2', 'GET', 'alert-levels')).body as Page<{ name: string }>;
    expect(levels.data.map((level) => level.name)).toEqual(['info', 'warning', 'error', 'critical']);
  });
});

describe('alerts: writes', () => {
  it('creates, reads, edits and deletes an alert (id never taken from the body)', async () => {
    const created = await call('u3', 'POST', 'alerts', validAlert());
    expect(created.status).toBe(201);
    const alert = created.body as AlertAnswer;
    expect(alert.id).toBe(61);
    expect(alert.scenarios).toEqual([{ id: 1, name: 'Heures ouvrées' }]);
    expect(alert.contacts[0]?.id).toBe(3);
    expect(((await call('u2', 'GET', 'alerts/61')).body as AlertAnswer).name).toBe('Test – Pression réseau haute');

    const edited = await call('u3', 'PUT', 'alerts/61', {
      ...validAlert(),
      name: 'Renommée',
      alertLevel: { name: 'critical' },
      enabled: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: 61, name: 'Renommée', alertLevel: { name: 'critical' }, enabled: false });
    expect((await list('name=Renommée')).total_count).toBe(1);

    expect((await call('u3', 'DELETE', 'alerts/61')).status).toBe(204);
    expect((await call('u2', 'GET', 'alerts/61')).status).toBe(404);
    expect((await call('u3', 'DELETE', 'alerts/61')).body).toEqual({ messages: ['ALERT_NOT_FOUND'] });
  });

  it('refuses writes to a user without alerting_configuration_manage', async () => {
    expect(await call('u4', 'POST', 'alerts', validAlert())).toEqual({
      status: 403,
      body: { messages: ['PERMISSION_DENIED'] },
    });
    expect((await call('u4', 'PUT', 'alerts/1', validAlert())).status).toBe(403);
    expect((await call('u5', 'DELETE', 'alerts/1')).status).toBe(403);
  });

  const base = validAlert();
  it.each([
    ['INVALID_JSON', 400, 'not json'],
    ['INVALID_NAME', 400, { ...base, name: '  ' }],
    ['PROJECT_NOT_FOUND', 404, { ...base, project: { id: 999 } }],
    ['ALERT_FUNCTION_NOT_FOUND', 404, { ...base, activationFunction: { name: 'sky_high', functionName: 'x' } }],
    ['ALERT_FUNCTION_NOT_FOUND', 404, { ...base, activationFunction: { name: 'high', functionName: 'threshold_low' } }],
    ['INVALID_ALERT_LEVEL', 400, { ...base, alertLevel: { name: 'apocalyptic' } }],
    ['VARIABLE_NOT_FOUND', 404, { ...base, alertVariables: [{ ...base.alertVariables[0], variable: { id: 99_999 } }] }],
    ['INVALID_AGGREGATION', 400, { ...base, alertVariables: [{ ...base.alertVariables[0], aggregation: { id: 42 } }] }],
    ['INVALID_SAMPLING', 400, { ...base, alertVariables: [{ ...base.alertVariables[0], sampling: 0 }] }],
    ['INVALID_SAMPLING', 400, { ...base, alertVariables: [{ ...base.alertVariables[0], samplingUnit: 'fortnights' }] }],
    ['INVALID_ALERT_FUNCTION_PARAMETERS', 400, { ...base, activationParameters: { activationHigh: 10 } }],
    ['INVALID_ALERT_FUNCTION_PARAMETERS', 400, { ...base, alertVariables: [] }],
    ['THRESHOLD_HIGH', 400, { ...base, activationParameters: { activationHigh: 5, deactivationHigh: 8 } }],
    [
      'THRESHOLD_LOW',
      400,
      { ...base, activationFunction: { name: 'low' }, activationParameters: { activationLow: 5, deactivationLow: 3 } },
    ],
    [
      'THRESHOLD_OUT_OF_RANGE',
      400,
      {
        ...base,
        activationFunction: { name: 'out_of_range' },
        activationParameters: { activationLow: 1, deactivationLow: 10, deactivationHigh: 5, activationHigh: 20 },
      },
    ],
    ['SCENARIO_NOT_FOUND', 404, { ...base, scenarios: [{ id: 999 }] }],
  ])('answers %s (%i)', async (code, status, body) => {
    expect(await call('u2', 'POST', 'alerts', body)).toEqual({ status, body: { messages: [code] } });
  });

  it('refuses a scenario of another site and a variable of another site', async () => {
    const otherSiteScenario = api.db.scenarios.find((scenario) => scenario.placeId !== null && scenario.placeId !== 1);
    expect(
      (await call('u2', 'POST', 'alerts', { ...validAlert(), scenarios: [{ id: otherSiteScenario?.id }] })).body,
    ).toEqual({ messages: ['SCENARIO_NOT_FOUND'] });
    const elsewhere = api.db.variables.find((row) => row.placeId === 3);
    const body = validAlert();
    const wrong = { ...body, alertVariables: [{ ...body.alertVariables[0], variable: { id: elsewhere?.id } }] };
    expect((await call('u2', 'POST', 'alerts', wrong)).body).toEqual({ messages: ['NOT_IN_PROJECT'] });
  });

  it('checks contacts against the contacts table (CONTACT_NOT_FOUND) and answers their current name', async () => {
    expect(await call('u2', 'POST', 'alerts', { ...validAlert(), contacts: [{ id: 9_999 }] })).toEqual({
      status: 404,
      body: { messages: ['CONTACT_NOT_FOUND'] },
    });
    const created = (await call('u2', 'POST', 'alerts', validAlert())).body as AlertAnswer;
    const contact = api.db.contacts.find((row) => row.id === 3);
    expect(created.contacts).toEqual([{ id: 3, name: contact?.name, email: contact?.email }]);
    expect((await call('u2', 'PUT', 'contacts/3', { name: 'Nora Vidal', email: 'nora.vidal@enersol.fr' })).status).toBe(
      200,
    );
    const renamed = (await call('u2', 'GET', `alerts/${created.id}`)).body as AlertAnswer;
    expect(renamed.contacts).toEqual([{ id: 3, name: 'Nora Vidal', email: 'nora.vidal@enersol.fr' }]);
    expect((await call('u2', 'DELETE', 'contacts/3')).status).toBe(204);
    expect(((await call('u2', 'GET', `alerts/${created.id}`)).body as AlertAnswer).contacts).toEqual([]);
  });

  it('creates a communication alert watching its variables', async () => {
    const body = validAlert();
    const response = await call('u2', 'POST', 'alerts', {
      ...body,
      activationFunction: { name: 'com', functionName: 'communication' },
      activationParameters: {},
      variables: [body.alertVariables[0]?.variable],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      alertVariables: [],
      variables: [{ id: body.alertVariables[0]?.variable.id }],
    });
  });
});

describe('project alerts', () => {
  it('lists the project-wide alerts (offline, nodata, com) and ignores variableName and scenarioName', async () => {
    const all = await list('limit=100', 'project-alerts');
    expect(all.total_count).toBeGreaterThan(0);
    expect(all.data.every((alert) => ['offline', 'nodata', 'com'].includes(alert.activationFunction.name))).toBe(true);
    expect((await list('variableName=zzz&scenarioName=zzz', 'project-alerts')).total_count).toBe(all.total_count);
    const filtered = await list('type=nodata', 'project-alerts');
    expect(filtered.data.every((alert) => alert.activationFunction.name === 'nodata')).toBe(true);
    expect((await list('limit=2&offset=1', 'project-alerts')).data.map((alert) => alert.id)).toEqual(
      all.data.slice(1, 3).map((alert) => alert.id),
    );
  });

  it('reads and edits one, PROJECT_ALERT_NOT_FOUND for others', async () => {
    const nodata = api.db.alerts.find((alert) => alert.type === 'nodata');
    const high = api.db.alerts.find((alert) => alert.type === 'high');
    expect((await call('u2', 'GET', `project-alerts/${nodata?.id}`)).status).toBe(200);
    expect(await call('u2', 'GET', `project-alerts/${high?.id}`)).toEqual({
      status: 404,
      body: { messages: ['PROJECT_ALERT_NOT_FOUND'] },
    });
    const answer = (await call('u2', 'GET', `project-alerts/${nodata?.id}`)).body as AlertAnswer;
    const body = {
      ...answer,
      alertVariables: answer.alertVariables.map((item) => ({
        ...item,
        aggregation: { id: 1 },
        sampling: 1,
        samplingUnit: 'hours',
      })),
      alertLevel: { name: 'critical' },
      activationParameters: { threshold: 90 },
    };
    const edited = await call('u3', 'PUT', `project-alerts/${nodata?.id}`, body);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ alertLevel: { name: 'critical' } });
    expect(
      (await call('u3', 'PUT', `project-alerts/${nodata?.id}`, { ...body, activationFunction: { name: 'high' } })).body,
    ).toEqual({
      messages: ['ALERT_FUNCTION_NOT_FOUND'],
    });
    expect((await call('u4', 'PUT', `project-alerts/${nodata?.id}`, body)).status).toBe(403);
  });
});
