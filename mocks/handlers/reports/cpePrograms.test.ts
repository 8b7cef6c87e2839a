// @vitest-environment node
import { createCaller, setupTestMockApi, type ListBody } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Program = {
  id: number;
  frequency: string;
  daysOfMonth: number[];
  nextSendAt: string | null;
  contacts: { id: number }[];
};
type Send = { id: number; program: { id: number; name: string }; status: string; sentAt: string };

function programBody(overrides: Record<string, unknown> = {}) {
  return {
    project: 3,
    name: 'Envoi trimestriel',
    interval: 3,
    frequency: 'quarterly',
    daysOfMonth: [5],
    anchorMonth: '2026-11-01',
    // Project 3 is Aciéries du Nord's: two of its client's contacts.
    contacts: api.db.contacts
      .filter((contact) => contact.clientId === 1)
      .slice(0, 2)
      .map((contact) => contact.id),
    comments: null,
    ...overrides,
  };
}

describe('CPE report programs', () => {
  it('creates a quarterly program on the 5th, with its next sending, and lowers the count on delete', async () => {
    const before = await call<ListBody<Program>>('u2', 'GET', 'cpe-programs?limit=5');
    const created = await call<Program>('u2', 'POST', 'cpe-programs', programBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ frequency: 'quarterly', daysOfMonth: [5] });
    expect(created.body.nextSendAt?.slice(8, 10)).toBe('05');
    expect(created.body.contacts).toHaveLength(2);
    const after = await call<ListBody<Program>>('u2', 'GET', 'cpe-programs?limit=5');
    expect(after.body.total_count).toBe(before.body.total_count + 1);
    expect(after.body.data[0]?.id).toBe(created.body.id);
    const removed = await call('u2', 'DELETE', `cpe-programs/${created.body.id}`);
    expect(removed.status).toBeLessThan(300);
    const gone = await call('u2', 'GET', `cpe-programs/${created.body.id}`);
    expect(gone.body).toEqual({ messages: ['BEX_SUPPORT_REPORT_NOT_FOUND'] });
  });

  it('refuses a rule the recurrence does not allow, a frequency that contradicts it, and no contact', async () => {
    for (const overrides of [
      { interval: 4, frequency: null },
      { daysOfMonth: [] },
      { daysOfMonth: [32] },
      { frequency: 'monthly' },
    ]) {
      const { status, body } = await call('u2', 'POST', 'cpe-programs', programBody(overrides));
      expect([status, body]).toEqual([400, { messages: ['INVALID_FREQUENCY'] }]);
    }
    const { status, body } = await call('u2', 'POST', 'cpe-programs', programBody({ contacts: [] }));
    expect([status, body]).toEqual([404, { messages: ['CONTACT_NOT_FOUND'] }]);
  });

  it('reads with cpe_report_view and writes with cpe_report_manage only', async () => {
    expect((await call('u4', 'GET', 'cpe-programs')).status).toBe(200);
    const { status, body } = await call('u4', 'POST', 'cpe-programs', programBody());
    expect([status, body]).toEqual([403, { messages: ['PERMISSION_DENIED'] }]);
  });

  it('answers the sending history newest first, filtered by program and status, kept once the program is deleted', async () => {
    const programId = api.db.cpeSends[0]!.programId;
    const mine = await call<ListBody<Send>>('u2', 'GET', `cpe-programs/history?programId=${programId}&limit=500`);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((send) => send.program.id === programId)).toBe(true);
    const dates = mine.body.data.map((send) => send.sentAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const failed = await call<ListBody<Send>>('u2', 'GET', 'cpe-programs/history?status=failed&limit=500');
    expect(failed.body.data.every((send) => send.status === 'failed')).toBe(true);
    await call('u2', 'DELETE', `cpe-programs/${programId}`);
    const kept = await call<ListBody<Send>>('u2', 'GET', `cpe-programs/history?programId=${programId}&limit=500`);
    expect(kept.body.total_count).toBe(mine.body.total_count);
  });
});
