// @vitest-environment node
import { balanceTotals, co2Saving, financialSaving } from '../../../src/entities/savings/balanceMath';
import { createCaller, expectError, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Page<T> = { data: T[]; total_count: number };
type Line = {
  balance_perimeter_id: number;
  perimeter_id: number;
  balanceAapeId: number;
  number: number;
  saving_measure_value: number;
  consumption_measure_value: number;
  consumption_measure_value_reference: number;
  co2_saving_calc: number;
  financial_saving_calc: number;
  comments: string | null;
};
type Balance = {
  balance_aape_id: number;
  aape_id: number;
  status: string;
  name: string;
  number: number;
  year?: number;
  balance_start_date: string;
  balancePerimeters: Line[];
};

const info = (aapeId: number) => ({
  aape_id: aapeId,
  status: 'Active',
  balance_start_date: '2040-01-01',
  balance_end_date: '2040-12-31',
});
const perimetersOf = (aapeId: number) => api.db.perimeters.filter((perimeter) => perimeter.aapeId === aapeId);
/** An AAPE with two perimeters or more. */
const richAape = () => api.db.aapes.find((aape) => perimetersOf(aape.id).length >= 2) ?? api.db.aapes[0];

describe('seeded balances', () => {
  it('gives every AAPE a balance for each of the last three years, with a line per perimeter', () => {
    const { db } = api;
    for (const aape of db.aapes) {
      const balances = db.balanceAapes.filter((balance) => balance.aape_id === aape.id);
      expect(balances.map((balance) => balance.balance_start_date)).toEqual(['2026-01-01', '2025-01-01', '2024-01-01']);
      for (const balance of balances) {
        const lines = db.balancePerimeters.filter((line) => line.balanceAapeId === balance.balance_aape_id);
        expect(lines.map((line) => line.perimeter_id).sort()).toEqual(
          perimetersOf(aape.id)
            .map((perimeter) => perimeter.id)
            .sort(),
        );
      }
    }
    expect(new Set(db.balanceAapes.map((balance) => balance.status))).toEqual(new Set(['Active', 'Inactive']));
  });
});

describe('balance creation (spec 001 §7: balance-action, then balance-perimeter per perimeter)', () => {
  it('creates the balance, then its lines with the computed values of spec 001 §5', async () => {
    const aape = richAape();
    if (!aape) throw new Error('no AAPE');
    const created = await call('u3', 'POST', 'balance-action', info(aape.id));
    expect(created.status).toBe(201);
    const balance = created.body as Balance;
    expect(balance).toMatchObject({
      aape_id: aape.id,
      status: 'Active',
      name: aape.name,
      number: aape.number,
      balancePerimeters: [],
    });
    for (const perimeter of perimetersOf(aape.id)) {
      const response = await call('u3', 'POST', 'balance-perimeter', {
        perimeter_id: perimeter.id,
        balanceAapeId: balance.balance_aape_id,
        energy_code: perimeter.energy_code,
      });
      expect(response.status).toBe(201);
      const line = response.body as Line;
      expect(line).toMatchObject({
        perimeter_id: perimeter.id,
        balanceAapeId: balance.balance_aape_id,
        number: perimeter.number,
      });
      // A balance dated in the future has no measured day yet.
      expect(line.saving_measure_value).toBe(0);
    }
    const listed = (await call<Page<Balance>>('u4', 'GET', `balance-action?aapeId=${aape.id}`)).body;
    expect(listed.total_count).toBe(4);
    expect(listed.data[0]?.balance_aape_id).toBe(balance.balance_aape_id);
    expect(listed.data[0]?.balancePerimeters.map((line) => line.number)).toEqual(
      perimetersOf(aape.id).map((perimeter) => perimeter.number),
    );
  });

  it('computes CO2 and euros from the saving, and sums to 2 decimals', async () => {
    const balance = api.db.balanceAapes.find(
      (row) => row.balance_start_date === '2025-01-01' && perimetersOf(row.aape_id).length >= 2,
    );
    const detail = (await call<Balance>('u4', 'GET', `balance-action/${balance?.balance_aape_id}`)).body;
    expect(detail.balancePerimeters.length).toBeGreaterThanOrEqual(2);
    for (const line of detail.balancePerimeters) {
      const perimeter = api.db.perimeters.find((row) => row.id === line.perimeter_id);
      expect(line.saving_measure_value).toBeGreaterThan(0);
      expect(line.co2_saving_calc).toBe(
        co2Saving(line.saving_measure_value, perimeter?.ncv_co2eq_emission_coefficient ?? 0),
      );
      expect(line.financial_saving_calc).toBe(
        financialSaving(line.saving_measure_value, perimeter?.contract_energy_price ?? 0),
      );
      expect(line.consumption_measure_value).toBeCloseTo(
        line.consumption_measure_value_reference - line.saving_measure_value,
        6,
      );
    }
    const totals = balanceTotals(detail.balancePerimeters);
    const cents = detail.balancePerimeters.reduce((sum, line) => sum + Math.round(line.financial_saving_calc * 100), 0);
    expect(totals.financial_saving_calc).toBe(cents / 100);
  });

  it('validates the period, the balance and the perimeter', async () => {
    const aape = richAape();
    if (!aape) throw new Error('no AAPE');
    await expectError(
      await call('u3', 'POST', 'balance-action', { ...info(aape.id), balance_end_date: '2040-01-01' }),
      400,
      'INVALID_PERIOD',
    );
    await expectError(
      await call('u3', 'POST', 'balance-action', { ...info(aape.id), balance_end_date: '2039-06-01' }),
      400,
      'INVALID_PERIOD',
    );
    await expectError(
      await call('u3', 'POST', 'balance-action', { ...info(aape.id), status: 'Closed' }),
      400,
      'INVALID_JSON',
    );
    await expectError(await call('u3', 'POST', 'balance-action', info(9999)), 404, 'Aape not found');
    await expectError(
      await call('u3', 'POST', 'balance-perimeter', { perimeter_id: 1, balanceAapeId: 9999 }),
      404,
      'BalanceAape not found',
    );
    const balance = api.db.balanceAapes.find((row) => row.aape_id === aape.id);
    const foreign = api.db.perimeters.find((perimeter) => perimeter.aapeId !== aape.id);
    await expectError(
      await call('u3', 'POST', 'balance-perimeter', {
        perimeter_id: foreign?.id,
        balanceAapeId: balance?.balance_aape_id,
      }),
      404,
      'Perimeter not found',
    );
    const own = perimetersOf(aape.id)[0];
    await expectError(
      await call('u3', 'POST', 'balance-perimeter', { perimeter_id: own?.id, balanceAapeId: balance?.balance_aape_id }),
      409,
      'BalancePerimeter already exists',
    );
    await expectError(
      await call('u3', 'PUT', 'balance-perimeter/99999', {
        perimeter_id: own?.id,
        balanceAapeId: balance?.balance_aape_id,
      }),
      404,
      'BalancePerimeter not found',
    );
  });

  it('needs energy_saving_view to read and project_manage to write', async () => {
    expect((await call(null, 'GET', 'balance-action?aapeId=1')).status).toBe(401);
    expect((await call('u5', 'GET', 'balance-action?aapeId=1')).status).toBe(200);
    await expectError(await call('u4', 'POST', 'balance-action', info(1)), 403, 'PERMISSION_DENIED');
    await expectError(
      await call('u4', 'PUT', 'balance-perimeter/1', { perimeter_id: 1, balanceAapeId: 1 }),
      403,
      'PERMISSION_DENIED',
    );
    await expectError(await call('u5', 'DELETE', 'balance-action/1'), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'DELETE', 'balance/project/1?year=2025'), 403, 'PERMISSION_DENIED');
  });
});

describe('balance edits and deletes', () => {
  it('updates a balance and a line, deletes a line, then the balance with its lines', async () => {
    const balance = api.db.balanceAapes.find((row) => row.status === 'Active' && perimetersOf(row.aape_id).length >= 2);
    if (!balance) throw new Error('no balance');
    const id = balance.balance_aape_id;
    const edited = (
      await call<Balance>('u3', 'PUT', `balance-action/${id}`, {
        ...info(balance.aape_id),
        status: 'Inactive',
        balance_start_date: balance.balance_start_date,
        balance_end_date: balance.balance_end_date,
      })
    ).body;
    expect(edited.status).toBe('Inactive');
    const [first, second] = edited.balancePerimeters;
    const line = (
      await call<Line>('u3', 'PUT', `balance-perimeter/${first?.balance_perimeter_id}`, {
        perimeter_id: first?.perimeter_id,
        balanceAapeId: id,
        comments: 'Index corrigé',
      })
    ).body;
    expect(line.comments).toBe('Index corrigé');
    expect((await call('u3', 'DELETE', `balance-perimeter/${second?.balance_perimeter_id}`)).status).toBe(204);
    expect((await call<Balance>('u3', 'GET', `balance-action/${id}`)).body.balancePerimeters).toHaveLength(
      edited.balancePerimeters.length - 1,
    );
    expect((await call('u3', 'DELETE', `balance-action/${id}`)).status).toBe(204);
    expect(api.db.balancePerimeters.some((row) => row.balanceAapeId === id)).toBe(false);
    await expectError(await call('u3', 'GET', `balance-action/${id}`), 404, 'BalanceAape not found');
  });
});

describe('balances and bilans of a project', () => {
  it('lists a project balances by year descending then AAPE number, and pages them', async () => {
    const count = api.db.aapes.filter((aape) => aape.projectId === 1).length * 3;
    const all = (await call<Page<Balance>>('u4', 'GET', 'balance-by-project/1')).body;
    expect(all.total_count).toBe(count);
    const paged = (await call<Page<Balance>>('u4', 'GET', 'balance-by-project/1?limit=2&offset=2')).body;
    expect(paged.data.map((balance) => balance.balance_aape_id)).toEqual(
      all.data.slice(2, 4).map((balance) => balance.balance_aape_id),
    );
    await expectError(await call('u4', 'GET', 'balance-by-project/999'), 404, 'PROJECT_NOT_FOUND');
  });

  it('answers the bilans sorted by year descending, balances and perimeters by number ascending', async () => {
    const bilans = (await call<{ project_id: number; balanceAapes: Balance[] }>('u4', 'GET', 'balance/project/1')).body;
    expect(bilans.project_id).toBe(1);
    const keys = bilans.balanceAapes.map((balance) => [balance.year ?? 0, balance.number]);
    const sorted = [...keys].sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
    expect(keys).toEqual(sorted);
    expect(new Set(keys.map(([year]) => year))).toEqual(new Set([2026, 2025, 2024]));
    for (const balance of bilans.balanceAapes) {
      const numbers = balance.balancePerimeters.map((line) => line.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
    await expectError(await call('u4', 'GET', 'balance/project/999'), 404, 'PROJECT_NOT_FOUND');
  });

  it('deletes a bilan by project and year, and answers the raw texts of spec 001 §8', async () => {
    const aapeIds = api.db.aapes.filter((aape) => aape.projectId === 1).map((aape) => aape.id);
    const ofYear = () =>
      api.db.balanceAapes.filter(
        (balance) => aapeIds.includes(balance.aape_id) && balance.balance_start_date.startsWith('2025'),
      );
    const foreignAape = api.db.aapes.find((aape) => aape.projectId !== 1)?.id;
    await expectError(
      await call('u3', 'DELETE', `balance/project/1?year=2025&aapeId=${foreignAape}`),
      404,
      'BalanceAape not found',
    );
    const firstAape = aapeIds[0];
    expect((await call('u3', 'DELETE', `balance/project/1?year=2025&aapeId=${firstAape}`)).status).toBe(204);
    expect(ofYear().some((balance) => balance.aape_id === firstAape)).toBe(false);
    expect(ofYear().length).toBe(aapeIds.length - 1);
    expect((await call('u3', 'DELETE', 'balance/project/1?year=2025')).status).toBe(204);
    expect(ofYear()).toEqual([]);
    const removed = new Set(api.db.balanceAapes.map((balance) => balance.balance_aape_id));
    expect(api.db.balancePerimeters.every((line) => removed.has(line.balanceAapeId))).toBe(true);
    await expectError(await call('u3', 'DELETE', 'balance/project/1?year=2025'), 404, 'Bilan not found');
    await expectError(await call('u3', 'DELETE', 'balance/project/1'), 404, 'Bilan not found');
    await expectError(await call('u3', 'DELETE', 'balance/project/999?year=2026'), 404, 'Bilan not found');
    const bilans = (await call<{ balanceAapes: Balance[] }>('u4', 'GET', 'balance/project/1')).body;
    expect(bilans.balanceAapes.some((balance) => balance.year === 2025)).toBe(false);
  });
});
