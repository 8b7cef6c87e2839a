// @vitest-environment node
import { readAllPages, setupMockApiClient } from '../../test/mockApiClient';
import {
  moveSynoptic,
  projectSynopticsQuery,
  reorderSynopticsMutation,
  synopticResource,
  synopticSchema,
  synopticWriteSchema,
} from './api';

const api = await setupMockApiClient('u3', { quiet: true });

describe('synoptics as served', () => {
  it('every seeded synoptic parses, page by page and per project', async () => {
    const rows = await readAllPages(synopticResource.list, {}, 4);
    expect(rows).toHaveLength(api.db.synoptics.length);
    for (const row of rows) synopticSchema.parse(row);
    for (const projectId of new Set(rows.map((row) => row.projectId))) {
      const page = await projectSynopticsQuery.fetch({ projectId });
      expect(page.data.map((row) => row.order)).toEqual(page.data.map((_, index) => index));
    }
  });
});

describe('write payloads', () => {
  it('a synoptic is sent without id, order or variable names; a point being placed goes with a null id', async () => {
    const synoptic = (await synopticResource.list({ limit: 1 })).data[0];
    if (!synoptic) throw new Error('no synoptic');
    const payload = synopticWriteSchema.parse({
      ...synoptic,
      points: [...synoptic.points, { id: '3-local', variableId: synoptic.points[0]?.variableId ?? 1, x: 0.5, y: 0.5 }],
    });
    for (const key of ['id', 'order', 'updatedAt']) expect(payload).not.toHaveProperty(key);
    expect(payload.points[0]).not.toHaveProperty('variableName');
    expect(payload.points.at(-1)?.id).toBeNull();
    const saved = await synopticResource.update(synoptic.id, payload);
    expect(saved.points).toHaveLength(synoptic.points.length + 1);
    expect(saved.points.at(-1)?.id).toEqual(expect.any(Number));
  });
});

describe('ordering', () => {
  it('moves one synoptic and saves the new order', async () => {
    const projectId = api.db.synoptics.find((row) => row.order === 1)?.projectId ?? 1;
    const ids = (await projectSynopticsQuery.fetch({ projectId })).data.map((row) => row.id);
    const next = moveSynoptic(ids, ids.length - 1, 0);
    const answer = await reorderSynopticsMutation.call({ projectId, ids: next });
    expect(answer.data.map((row) => row.id)).toEqual(next);
  });

  it('moveSynoptic keeps every id once', () => {
    expect(moveSynoptic([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveSynoptic([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveSynoptic([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});

describe('what synoptic writes and live messages refresh', () => {
  it('a reorder refreshes the project list; an import refreshes the view values', async () => {
    const { refresher } = await import('../refreshes');
    const { synopticValuesQuery } = await import('./api');
    const afterOrder = refresher.keysAfterWrite(reorderSynopticsMutation.key);
    expect(afterOrder).toContainEqual(synopticResource.keys.all);
    expect(refresher.keysAfterLive('manual_data_upload')).toContainEqual(synopticValuesQuery.key);
  });
});
