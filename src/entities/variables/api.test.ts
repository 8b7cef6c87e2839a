// @vitest-environment node
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import {
  aggregationsQuery,
  manualVariableCreateSchema,
  unitsQuery,
  variableOperationsQuery,
  variableSchema,
  variablesResource,
  variableUpdateSchema,
} from './api';
import { formulasResource, formulaWriteSchema, type FormulaFormValues } from './formulaApi';

const api = await setupMockApiClient('u2');

describe('variables schemas against the mocked API', () => {
  it('parses every seeded variable (pages of 500, as the export reads them) and derives aggregationId', async () => {
    const variables = await readAllPages(variablesResource.list, {}, 500);
    expect(variables).toHaveLength(api.db.variables.length);
    expect(variables.every((variable) => variable.aggregationId === variable.aggregation.id)).toBe(true);
    expect(new Set(variables.map((variable) => variable.type))).toEqual(
      new Set(['variable', 'formula', 'persisted_formula', 'manual_variable', 'tableau']),
    );
  });

  it('parses one variable and the filtered lists', async () => {
    const variable = await variablesResource.get(1);
    expect(variable).toMatchObject({ id: 1, aggregationId: variable.aggregation.id });
    const page = await variablesResource.list({ placeId: 1, type: 'variable', limit: 1000 });
    expect(page.data.every((row) => row.place.id === 1 && row.type === 'variable')).toBe(true);
  });

  it('parses every history row', async () => {
    const rows = await readAllPages(variableOperationsQuery.fetch, {}, 100);
    expect(rows).toHaveLength(api.db.variableOperations.length);
  });

  it('parses the unit and aggregation choices', async () => {
    expect((await unitsQuery.fetch()).data).toHaveLength(api.db.units.length);
    expect((await aggregationsQuery.fetch()).data.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('parses every seeded formula', async () => {
    const formulas = await readAllPages(formulasResource.list, {}, 10);
    expect(formulas).toHaveLength(api.db.formulas.length);
    const one = await formulasResource.get(formulas[0]?.id ?? 0);
    expect(one.expression).toBe(formulas[0]?.expression);
  });

  it('schema rejects a variable without a unit', () => {
    expect(variableSchema.safeParse({ id: 1, name: 'x' }).success).toBe(false);
  });
});

describe('variable write payloads', () => {
  afterEach(() => api.reset());

  it('never sends the id of a variable (PUT without id)', () => {
    const payload = variableUpdateSchema.parse({ id: 4, name: 'Pompe', aggregationId: 1, aggregation: { id: 1 } });
    expect(payload).toEqual({ name: 'Pompe', aggregationId: 1 });
  });

  it('creates a manual variable with the defaults, through the typed call', async () => {
    expect(manualVariableCreateSchema.parse({ name: 'Relevé', unitId: 1, aggregationId: 1, placeId: 1 })).toMatchObject(
      {
        sampling: 1,
        samplingUnit: 'hours',
        projectIds: [],
      },
    );
    const created = await variablesResource.create({
      name: 'Relevé fioul',
      unitId: 6,
      aggregationId: 4,
      placeId: 2,
      projectIds: [3],
    });
    expect(created).toMatchObject({ type: 'manual_variable', aggregationId: 4, projects: [{ id: 3 }] });
    const updated = await variablesResource.update(created.id, { addProjectIds: [4] });
    expect(updated.projects.map((project) => project.id)).toEqual([3, 4]);
  });

  it('never sends the formula go-back target, graphId or dashboardId', async () => {
    const form: FormulaFormValues = {
      id: 3,
      projectId: 1,
      name: 'Écart départ retour',
      expression: '{4} - {5}',
      unitId: 4,
      graphId: 12,
      dashboardId: 2,
      goBack: '/data-explorer/graph/2/12',
    };
    expect(formulaWriteSchema.parse(form)).toEqual({
      projectId: 1,
      name: 'Écart départ retour',
      expression: '{4} - {5}',
      unitId: 4,
      persisted: false,
    });
    const created = await formulasResource.create(form);
    expect(created).toMatchObject({ name: 'Écart départ retour', variableIds: [4, 5] });
  });
});
