// @vitest-environment node
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
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

const api = await setupMockApiClient('u3', { quiet: true });

describe('analytics as served', () => {
  it('every seeded configuration parses, page by page', async () => {
    const rows = await readAllPages(analyticsConfigurationResource.list, {}, 5);
    expect(rows).toHaveLength(api.db.analyticsConfigurations.length);
    for (const row of rows) analyticsConfigurationSchema.parse(row);
  });

  it('every seeded modelization state parses, results and series included', async () => {
    for (const run of api.db.modelizations) {
      const state = modelizationStateSchema.parse(
        await modelizationQuery.fetch({ configurationId: run.configurationId }),
      );
      expect(state.status).toBe(run.status);
      if (state.status === 'ok')
        expect(state.modelingResultData?.points.length).toBe(state.ModelingResult?.observations);
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
    const updated = await analyticsConfigurationResource.update(configuration.id, {
      ...configuration,
      name: 'Modèle de référence 2026',
    });
    expect(updated).toMatchObject({ id: configuration.id, name: 'Modèle de référence 2026' });
  });

  it('a modelling request carries an id, the settings, or both', () => {
    expect(modelizationRequestSchema.parse({ configurationId: 3, id: 3, updatedAt: 'x' })).toEqual({
      configurationId: 3,
    });
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
