import { acrossTabs, singleFlight } from './singleFlight';

describe('singleFlight', () => {
  it('shares one run between callers that arrive while it runs', async () => {
    let release: (value: string) => void = () => undefined;
    const task = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const refresh = singleFlight(task);
    const calls = [refresh(), refresh(), refresh()];
    release('token-2');
    await expect(Promise.all(calls)).resolves.toEqual(['token-2', 'token-2', 'token-2']);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs again once the previous run has settled, even after a failure', async () => {
    const task = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(2);
    const refresh = singleFlight(task);
    await expect(refresh()).rejects.toThrow('refused');
    await expect(refresh()).resolves.toBe(2);
    expect(task).toHaveBeenCalledTimes(2);
  });
});

describe('acrossTabs', () => {
  it('runs the task under the named lock when Web Locks exist', async () => {
    const names: string[] = [];
    const locks = {
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        names.push(name);
        return callback();
      },
    };
    await expect(acrossTabs('refresh', () => Promise.resolve('ok'), locks)).resolves.toBe('ok');
    expect(names).toEqual(['refresh']);
  });

  it('runs the task directly without Web Locks', async () => {
    await expect(acrossTabs('refresh', () => Promise.resolve('ok'), undefined)).resolves.toBe('ok');
  });
});
