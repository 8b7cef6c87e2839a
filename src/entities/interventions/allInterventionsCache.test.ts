// @vitest-environment node
import type { AllInterventions, Intervention } from './api';
import { removedFromAll, savedInAll } from './allInterventionsCache';

const ticket = (id: number, statusId: number, title = `Ticket ${id}`): Intervention => ({
  id,
  type: 'corrective',
  title,
  startDate: '2026-11-20T08:00:00.000Z',
  status: { id: statusId, name: statusId === 4 ? 'completed' : 'open' },
  project: { id: 1, name: 'Usine', place: { id: 1, name: 'Site', client: { id: 1, name: 'Client' } } },
  hardware: [],
});

const all = (): AllInterventions => ({
  data: [ticket(1, 1), ticket(2, 2)],
  total_count: 12,
  data_completed: [ticket(3, 4)],
  count_completed: 7,
});

describe('the fetch-all answer after a write (spec 001 §4)', () => {
  it('a delete removes the ticket from its list and lowers that count by one', () => {
    expect(removedFromAll(all(), 2)).toMatchObject({ total_count: 11, count_completed: 7 });
    expect(removedFromAll(all(), 2).data.map((row) => row.id)).toEqual([1]);
    expect(removedFromAll(all(), 3)).toMatchObject({ total_count: 12, count_completed: 6, data_completed: [] });
    expect(removedFromAll(all(), 99)).toEqual(all());
  });

  it('an archived ticket moves to the archived list, both counts change; an edit replaces in place', () => {
    const archived = savedInAll(all(), ticket(1, 4));
    expect(archived.data.map((row) => row.id)).toEqual([2]);
    expect(archived.data_completed.map((row) => row.id)).toEqual([1, 3]);
    expect([archived.total_count, archived.count_completed]).toEqual([11, 8]);
    const renamed = savedInAll(all(), ticket(2, 3, 'Renamed'));
    expect(renamed.data.map((row) => row.title)).toEqual(['Ticket 1', 'Renamed']);
    expect([renamed.total_count, renamed.count_completed]).toEqual([12, 7]);
    const added = savedInAll(all(), ticket(50, 1));
    expect([added.data[0]?.id, added.total_count]).toEqual([50, 13]);
  });
});
