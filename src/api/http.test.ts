import { createUnauthorizedRecovery } from './http';

describe('recovery from a 401 (spec 000 §8)', () => {
  it('refreshes the token, then reloads the page', async () => {
    const order: string[] = [];
    const recover = createUnauthorizedRecovery({
      refresh: () => Promise.resolve(order.push('refresh')),
      signOut: () => Promise.resolve(void order.push('signOut')),
      reload: () => order.push('reload') > 0,
    });
    await recover();
    expect(order).toEqual(['refresh', 'reload']);
  });

  it('signs the user out when the refresh is refused, without reloading', async () => {
    const steps = {
      refresh: vi.fn(() => Promise.reject(new Error('invalid_grant'))),
      signOut: vi.fn(() => Promise.resolve()),
      reload: vi.fn(() => true),
    };
    await createUnauthorizedRecovery(steps)();
    expect(steps.signOut).toHaveBeenCalledTimes(1);
    expect(steps.reload).not.toHaveBeenCalled();
  });
});
