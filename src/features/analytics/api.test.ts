// @vitest-environment node
import { createTestMockApi, TEST_API_BASE_URL } from '../../../mocks/node';
import { initHttpClient } from '../../api/http';
import {
  analyticsConfigurationResource,
  analyticsConfigurationSchema,
  analyticsConfigurationWriteSchema,
  modelizationQuery,
  modelizationRequestSchema,
  modelizationStateSchema,
  startModelizationMutation,
  stopModelizationMutation,
} from './api';

const api = await createTestMockApi();
const quiet = { reportError: () => undefined, reportMessages: () => undefined, reportSuccess: () => undefined };
beforeAll(() => {
  api.server.listen({ onUnhandledRequest: 'error' });
  const token = () => api.signToken('u3');
  initHttpClient(TEST_API_BASE_URL, { getAccessToken: token, refreshAccessToken: token, onUnauthorized: () => Promise.resolve(), reporter: quiet });
});
afterAll(() => api.server.close());

describe('analytics as served', () => {
  it('every seeded configuration parses, page by page', async () => {
    const rows = [];
    for (let offset = 0; ; offset += 5) {
      const page = await analyticsConfigurationResource.list({ limit: 5, offset });
      rows.push(...page.data);
      if (rows.length >= page.total_count) break;
    }
    expect(rows).toHaveLength(api.db.analyticsConfigurations.length);
    for (const row of rows) analyticsConfigurationSchema.parse(row);
  });

  it('every seeded modelization state parses, results and series included', async () => {
    for (const run of api.db.modelizations) {
      const state = modelizationStateSchema.parse(await modelizationQuery.fetch({ configurationId: run.configurationId }));
      expect(state.status).toBe(run.status);
      if (state.status === 'ok') expect(state.modelingResultData?.points.length).toBe(state.ModelingResult?.observations);
    }
  });
});

describe('write payloads', () => {
  it('a configuration is sent without id, update date or variable names (PUT without id)', async () => {
    const configuration = await analyticsConfigurationResource.get(1);
    const payload = analyticsConfigurationWriteSchema.parse(configuration);
    expect(payload).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('updatedAt');
    expect(Object.keys(payload.variableToModel).sort()).toEqual(['aggregationId', 'variableId']);
    const updated = await analyticsConfigurationResource.update(configuration.id, { ...configuration, name: 'Modèle de référence 2026' });
    expect(updated).toMatchObject({ id: configuration.id, name: 'Modèle de référence 2026' });
  });

  it('a modelling request carries an id, the settings, or both', () => {
    expect(modelizationRequestSchema.parse({ configurationId: 3, id: 3, updatedAt: 'x' })).toEqual({ configurationId: 3 });
  });
});

describe('modelling through the client', () => {
  it('starts, follows and reads a run; stopping a finished run changes nothing', async () => {
    const accepted = await startModelizationMutation.call({ configurationId: 1 });
    expect(accepted).toMatchObject({ status: 'IN_PROCESS', configurationId: 1 });
    api.runPendingJobs();
    const state = await modelizationQuery.fetch({ configurationId: 1 });
    expect(state.status).toBe('ok');
    expect(state.ModelingResult?.coefficients.length).toBe(state.variablesExplicatives.length);
    await stopModelizationMutation.call({ configurationId: 1 });
    expect((await modelizationQuery.fetch({ configurationId: 1 })).status).toBe('ok');
  });
});
