// @vitest-environment node
import { allPages, createCaller, setupTestMockApi } from '../testing';

const api = await setupTestMockApi();
const call = createCaller(api.signToken);

interface ListedVariable {
  id: number;
  type: string;
  unit: { id: number } | null;
  projects: { id: number }[];
}

/*
 * The variables list links a formula or a calculated variable to formula/{projectId}/{id} (spec
 * 000 §2): every one of them, for every account that lists it, must open its formula there.
 */
describe('seeded formulas', () => {
  it.each(['u1', 'u4', 'u5'])('opens the formula of every formula variable %s lists', async (accountId) => {
    const listed = await allPages<ListedVariable>(call, accountId, 'variables?type=formula,persisted_formula', 500);
    const linked = listed.filter((variable) => variable.projects.length > 0);
    expect(linked.length).toBeGreaterThan(0);
    const unopened: string[] = [];
    for (const variable of linked) {
      const { status, body } = await call<{ id: number; unit: { id: number } | null }>(
        accountId,
        'GET',
        `formula/${variable.id}`,
      );
      if (status !== 200) unopened.push(`${variable.id}: ${status}`);
      else if (body.unit?.id !== variable.unit?.id) unopened.push(`${variable.id}: unit ${body.unit?.id}`);
    }
    expect(unopened).toEqual([]);
  });

  it('reads, in each formula, variables of its own site that exist', () => {
    const wrong = api.db.formulas.flatMap((formula) => {
      const variable = api.db.variables.find((row) => row.id === formula.id);
      const read = [...formula.expression.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1]));
      const bad = read.filter(
        (id) => id === formula.id || api.db.variables.find((row) => row.id === id)?.placeId !== variable?.placeId,
      );
      return variable?.projectIds.includes(formula.projectId) && bad.length === 0 ? [] : [formula.id];
    });
    expect(wrong).toEqual([]);
  });
});
