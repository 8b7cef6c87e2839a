import { singleClientOf } from './singleClient';

const hidden = { clients: ['Client Test'], projects: [] };
const acieries = { id: 1, name: 'Aciéries du Nord', shortName: 'ADN' };

describe('the single-client fetch (spec 001 §5)', () => {
  it('keeps the answer when exactly one client comes back', () => {
    expect(singleClientOf([acieries], hidden)).toEqual(acieries);
  });

  it('keeps nothing when none or several come back', () => {
    expect(singleClientOf([], hidden)).toBeUndefined();
    expect(singleClientOf([acieries, { id: 2, name: 'Papeteries de Bretagne' }], hidden)).toBeUndefined();
  });

  it('never gives a hidden test client (spec 001 §6)', () => {
    expect(singleClientOf([{ id: 5, name: 'client test' }], hidden)).toBeUndefined();
  });
});
