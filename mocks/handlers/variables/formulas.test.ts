// @vitest-environment node
import { createCaller, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });

type Json = Record<string, unknown>;

const call = createCaller<Json & { data: Json[]; total_count: number; messages?: string[] }>(api.signToken);

/** Two measured variables of project 1's site, for expressions. */
const measured = () => api.db.variables.filter((row) => row.placeId === 1 && row.type === 'variable').slice(0, 2);

describe('formula calls', () => {
  it('lists the seeded formulas, with paging and the project filter', async () => {
    const all = await call('u2', 'GET', 'formula?limit=100');
    expect(all.body.total_count).toBe(api.db.formulas.length);
    const last = api.db.formulas.length - 2;
    expect((await call('u2', 'GET', `formula?limit=7&offset=${last}`)).body.data).toHaveLength(2);
    const projectId = api.db.formulas[0]?.projectId ?? 0;
    const byProject = await call('u2', 'GET', `formula?projectId=${projectId}`);
    expect(byProject.body.data.every((row) => row.projectId === projectId)).toBe(true);
  });

  it('answers one formula with its variable name and unit', async () => {
    const formula = api.db.formulas[0];
    const { body } = await call('u4', 'GET', `formula/${formula?.id}`);
    expect(body).toMatchObject({
      id: formula?.id,
      expression: formula?.expression,
      unit: { id: expect.any(Number) as unknown },
    });
    expect((body.variableIds as number[]).length).toBeGreaterThan(0);
    expect(await call('u2', 'GET', 'formula/1')).toMatchObject({
      status: 404,
      body: { messages: ['FORMULA_NOT_FOUND'] },
    });
  });

  it('creates a formula that is also a variable, then edits it', async () => {
    const [a, b] = measured();
    const body = {
      projectId: 1,
      name: 'Somme TGBT',
      expression: `{${a?.id}} + {${b?.id}}`,
      unitId: 1,
      graphId: 3,
      goBack: 'data-explorer',
    };
    const created = await call('u3', 'POST', 'formula', body);
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Somme TGBT', projectId: 1, variableIds: [a?.id, b?.id], persisted: false },
    });
    const id = created.body.id as number;
    expect((await call('u3', 'GET', `variables/${id}`)).body).toMatchObject({ type: 'formula', projects: [{ id: 1 }] });
    const edited = await call('u3', 'PUT', `formula/${id}`, {
      ...body,
      expression: `ABS({${a?.id}})`,
      persisted: true,
    });
    expect(edited.body).toMatchObject({ expression: `ABS({${a?.id}})`, persisted: true });
    expect((await call('u3', 'GET', `formula/${id}`)).body.expression).toBe(`ABS({${a?.id}})`);
    // A formula may not refer to itself.
    expect(await call('u3', 'PUT', `formula/${id}`, { ...body, expression: `{${id}} + 1` })).toMatchObject({
      status: 400,
      body: { messages: ['FORMULA_SYNTAX_ERROR'] },
    });
  });

  it.each([
    [{ expression: '({1} + 2' }, 400, 'FORMULA_SYNTAX_ERROR'],
    [{ expression: '{1} + kilowatts' }, 400, 'FORMULA_SYNTAX_ERROR'],
    [{ expression: 'RACINE({1})' }, 404, 'FORMULA_FUNCTION_NOT_FOUND'],
    [{ expression: '{1} + {999999}' }, 404, 'FORMULA_VARIABLE_NOT_FOUND'],
    [{ name: '' }, 400, 'INVALID_NAME'],
    [{ projectId: 999 }, 404, 'PROJECT_NOT_FOUND'],
    [{ unitId: 999 }, 404, 'UNIT_NOT_FOUND'],
    [{ aggregationId: 99 }, 404, 'AGGREGATION_NOT_FOUND'],
    [{ name: 'TGBT – Puissance active' }, 409, 'DUPLICATE_VARIABLE'],
  ])('refuses %o with %s %s', async (change, status, code) => {
    const body = { projectId: 1, name: 'Formule test', expression: '{1} * 2', unitId: 1, ...change };
    expect(await call('u2', 'POST', 'formula', body)).toMatchObject({ status, body: { messages: [code] } });
  });

  it('refuses writes without variable_configuration_manage', async () => {
    const formula = api.db.formulas[0];
    expect((await call('u4', 'POST', 'formula', { projectId: 1, name: 'x', expression: '1', unitId: 1 })).status).toBe(
      403,
    );
    expect(
      (
        await call('u4', 'PUT', `formula/${formula?.id}`, {
          projectId: formula?.projectId,
          name: 'x',
          expression: '1',
          unitId: 1,
        })
      ).status,
    ).toBe(403);
    expect((await call(null, 'POST', 'formula', {})).status).toBe(401);
  });
});
