// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { setupMockApiClient } from '../../test/mockApiClient';
import {
  allInterventionsQuery,
  fetchAllInterventions,
  interventionPayloadSchema,
  interventionSchema,
  interventionsResource,
} from './api';
import { COMPLETED_INTERVENTION_STATUS_ID } from './interventionStatus';

const api = await setupMockApiClient('u3');

describe('interventions through the client', () => {
  it('fetches all: current tickets and completed ones in one answer (spec 001 §7)', async () => {
    const all = await fetchAllInterventions({ limit: 500 });
    expect(all.total_count + all.count_completed).toBe(api.db.interventions.length);
    expect([all.data.length, all.data_completed.length]).toEqual([all.total_count, all.count_completed]);
    // Every seeded ticket parses with its schema.
    for (const row of [...all.data, ...all.data_completed]) interventionSchema.parse(row);
    expect(all.data.every((row) => row.status.id !== COMPLETED_INTERVENTION_STATUS_ID)).toBe(true);
    expect(all.data_completed.every((row) => row.status.id === COMPLETED_INTERVENTION_STATUS_ID)).toBe(true);
  });

  it('keeps the project filter on both calls and serves the query options', async () => {
    const queryClient = new QueryClient();
    const ofProject = await queryClient.fetchQuery(allInterventionsQuery({ projectId: 7, limit: 500 }));
    expect([...ofProject.data, ...ofProject.data_completed].every((row) => row.project.id === 7)).toBe(true);
    expect(ofProject.total_count + ofProject.count_completed).toBe(
      api.db.interventions.filter((row) => row.projectId === 7).length,
    );
    expect(allInterventionsQuery({ projectId: 7 }).queryKey).toEqual(['interventions', 'all', { projectId: 7 }]);
  });

  it('strips the id and read-only fields from writes and requires the hardware type (spec 001 §5)', async () => {
    const [ticket] = (await interventionsResource.list({ limit: 1 })).data;
    if (!ticket) throw new Error('no ticket seeded');
    const body = interventionPayloadSchema.parse({
      ...ticket,
      type: 'audit',
      user: ticket.user?.id,
      status: ticket.status.id,
      project: ticket.project.id,
      hardware: [{ type: 'meter', quantity: 1 }],
    });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('createdAt');
    const missingType = interventionPayloadSchema.safeParse({ ...body, hardware: [{ type: '', quantity: 1 }] });
    expect(missingType.error?.issues[0]).toMatchObject({ path: ['hardware', 0, 'type'], message: 'form.required' });
    const updated = await interventionsResource.update(ticket.id, body);
    expect([updated.type, updated.hardware]).toEqual(['audit', [{ type: 'meter', quantity: 1 }]]);
  });
});
