// @vitest-environment node
import { ApiError } from '../../api/apiError';
import { TEST_NOW } from '../../../mocks/node';
import { setupMockApiClient } from '../../test/mockApiClient';
import {
  checkFormulaMutation,
  formulaCheckFailed,
  formulaCheckSucceeded,
  formulasResource,
  formulaTestSchema,
  initialFormulaCheck,
  type FormulaTest,
} from './formulaApi';

const api = await setupMockApiClient('u3', { resetBeforeEach: true });

const DAY = 86_400_000;
const measured = () =>
  api.db.variables.find(
    (row) => row.placeId === 1 && row.type === 'variable' && row.unitId === 1 && row.lastDataDate !== null,
  );

async function codeOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? error.messages[0] : String(error);
  }
}

describe('POST check-formula', () => {
  it('answers a single value (start null) and a short series', async () => {
    const variable = measured();
    const single: FormulaTest = { expression: `{${variable?.id}} / 1000`, projectId: 1, start: null };
    const one = await checkFormulaMutation.call(single);
    expect(one.results).toHaveLength(1);
    expect(formulaCheckSucceeded(single, one)).toMatchObject({ valid: true, result: one.results, tested: single });
    const end = new Date(Math.floor(TEST_NOW / DAY) * DAY).toISOString();
    const series = await checkFormulaMutation.call({
      ...single,
      start: new Date(Date.parse(end) - 2 * DAY).toISOString(),
      end,
    });
    expect(series.results.length).toBeGreaterThan(1);
  });

  it('keeps the start null for a single-value check (it is sent, not dropped)', () => {
    expect(formulaTestSchema.parse({ expression: '1', projectId: 1, start: null })).toEqual({
      expression: '1',
      projectId: 1,
      start: null,
    });
  });

  it('fails with the formula codes; a failure leaves no result', async () => {
    const tested: FormulaTest = { expression: 'MOYENNE({1})', projectId: 1, start: null };
    expect(await codeOf(checkFormulaMutation.call(tested))).toBe('FORMULA_FUNCTION_NOT_FOUND');
    expect(await codeOf(checkFormulaMutation.call({ ...tested, expression: '{1} +' }))).toBe('FORMULA_SYNTAX_ERROR');
    expect(await codeOf(checkFormulaMutation.call({ ...tested, expression: '{999999}' }))).toBe(
      'FORMULA_VARIABLE_NOT_FOUND',
    );
    expect(formulaCheckFailed(tested)).toEqual({ valid: false, result: null, tested });
    expect(initialFormulaCheck).toEqual({ valid: null, result: null, tested: null });
  });

  it('edits a seeded formula through the typed call', async () => {
    const seeded = await formulasResource.get(api.db.formulas[0]?.id ?? 0);
    const unitId = seeded.unit?.id ?? 1;
    const saved = await formulasResource.update(seeded.id, {
      projectId: seeded.projectId,
      name: `${seeded.name} (corrigée)`,
      expression: seeded.expression,
      unitId,
    });
    expect(saved.name).toBe(`${seeded.name} (corrigée)`);
    expect(
      await codeOf(
        formulasResource.update(seeded.id, { projectId: seeded.projectId, name: 'x', expression: '(1', unitId }),
      ),
    ).toBe('FORMULA_SYNTAX_ERROR');
  });
});
