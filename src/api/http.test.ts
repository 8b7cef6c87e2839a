import { createUnauthorizedRecovery } from './http';

describe('recovery from a 401 (spec 000 §8)', () => {
  it('refreshes the token, then reloads the page', async () => {
    const order: string[] = [];
    const recover = createUnauthorizedRecovery({
      refresh: () => Promise.resolve(order.push('refresh')),
      signOut: () => Promise.resolve(void order.push('signOut')),
      reload: () => order.push('reload') > 0,
      giveUp: () => Promise.resolve(void order.push('giveUp')),
    });
    await recover('GET events');
    expect(order).toEqual(['refresh', 'reload']);
  });

  it('tells the session is unusable when the reload was refused (the 401 came back right after it)', async () => {
    const steps = {
      refresh: vi.fn(() => Promise.resolve()),
      signOut: vi.fn(() => Promise.resolve()),
      reload: vi.fn(() => false),
      giveUp: vi.fn(() => Promise.resolve()),
    };
    await createUnauthorizedRecovery(steps)('GET events/12');
    expect(steps.reload).toHaveBeenCalledTimes(1);
    expect(steps.giveUp).toHaveBeenCalledTimes(1);
    expect(steps.signOut).not.toHaveBeenCalled();
  });

  it('signs the user out when the refresh is refused, without reloading', async () => {
    const steps = {
      refresh: vi.fn(() => Promise.reject(new Error('invalid_grant'))),
      signOut: vi.fn(() => Promise.resolve()),
      reload: vi.fn(() => true),
      giveUp: vi.fn(() => Promise.resolve()),
    };
    await createUnauthorizedRecovery(steps)('GET events/12');
    expect(steps.signOut).toHaveBeenCalledTimes(1);
    expect(steps.reload).not.toHaveBeenCalled();
  });
});
