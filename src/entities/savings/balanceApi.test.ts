// @vitest-environment node
import { setupMockApiClient } from '../../test/mockApiClient';
import {
  balanceActionResource,
  balanceActionWriteSchema,
  balanceAapeSchema,
  balancePerimeterSchema,
  balancePerimeterWriteSchema,
  balancesByProjectQuery,
  BILAN_ERROR_CODES,
  createBalance,
  deleteBilanMutation,
  projectBilansQuery,
  projectBilansSchema,
} from './balanceApi';

const api = await setupMockApiClient('u3', { quiet: true });

describe('balances as served', () => {
  it('every seeded balance and balance perimeter parses, page by page', async () => {
    let count = 0;
    let lines = 0;
    for (let offset = 0; ; offset += 50) {
      const page = await balanceActionResource.list({ limit: 50, offset });
      for (const balance of page.data) {
        balanceAapeSchema.parse(balance);
        for (const line of balance.balancePerimeters) balancePerimeterSchema.parse(line);
        lines += balance.balancePerimeters.length;
      }
      count += page.data.length;
      if (count >= page.total_count) break;
    }
    expect(count).toBe(api.db.balanceAapes.length);
    expect(lines).toBe(api.db.balancePerimeters.length);
  });

  it('every project answers its balances and its bilans', async () => {
    for (const project of api.db.projects) {
      const bilans = projectBilansSchema.parse(await projectBilansQuery.fetch({ projectId: project.id }));
      expect(bilans.balanceAapes).toHaveLength(project.nombre_aape * 3);
      const balances = await balancesByProjectQuery.fetch({ projectId: project.id });
      expect(balances.total_count).toBe(bilans.balanceAapes.length);
    }
  });
});

describe('write payloads', () => {
  it('a balance is sent without its id, derived fields or lines, and its period must end after it starts', async () => {
    const balance = await balanceActionResource.get(1);
    const payload = balanceActionWriteSchema.parse(balance);
    expect(Object.keys(payload).sort()).toEqual(['aape_id', 'balance_end_date', 'balance_start_date', 'status']);
    const invalid = balanceActionWriteSchema.safeParse({ ...payload, balance_end_date: payload.balance_start_date });
    expect(invalid.error?.issues[0]?.message).toBe('INVALID_PERIOD');
  });

  it('a balance line is sent with the ids only, never the computed values', async () => {
    const line = (await balanceActionResource.get(1)).balancePerimeters[0];
    const payload = balancePerimeterWriteSchema.parse(line);
    expect(Object.keys(payload).sort()).toEqual(['balanceAapeId', 'comments', 'perimeter_id']);
  });
});

describe('balance flows', () => {
  it('createBalance posts the balance, then one line per perimeter', async () => {
    const aape = api.db.aapes.find(
      (row) => api.db.perimeters.filter((perimeter) => perimeter.aapeId === row.id).length >= 2,
    );
    const perimeterIds = api.db.perimeters
      .filter((perimeter) => perimeter.aapeId === aape?.id)
      .map((perimeter) => perimeter.id);
    const balance = await createBalance(
      { aape_id: aape?.id ?? 0, status: 'Inactive', balance_start_date: '2023-01-01', balance_end_date: '2023-12-31' },
      perimeterIds,
    );
    expect(balance.balancePerimeters.map((line) => line.perimeter_id)).toEqual(perimeterIds);
    expect((await balanceActionResource.get(balance.balance_aape_id)).balancePerimeters).toHaveLength(
      perimeterIds.length,
    );
  });

  it('deleteBilan removes a year, then answers the raw text of spec 001 §8', async () => {
    await deleteBilanMutation.call({ projectId: 2, year: 2024 });
    const bilans = await projectBilansQuery.fetch({ projectId: 2 });
    expect(bilans.balanceAapes.some((balance) => balance.year === 2024)).toBe(false);
    await expect(deleteBilanMutation.call({ projectId: 2, year: 2024 })).rejects.toMatchObject({
      status: 404,
      messages: ['Bilan not found'],
    });
    await expect(deleteBilanMutation.call({ projectId: 2, year: 2025, aapeId: 1 })).rejects.toMatchObject({
      messages: ['BalanceAape not found'],
    });
    expect(BILAN_ERROR_CODES['Bilan not found']).toBe('BILAN_NOT_FOUND');
  });
});
