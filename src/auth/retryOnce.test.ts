import { retryOnce } from './retryOnce';

describe('retryOnce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a failed task once more after the delay, and answers what the second try gives', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('fresh');
    const result = retryOnce(task, 2_000)();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('fresh');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('does not try a task that succeeded again', async () => {
    const task = vi.fn().mockResolvedValue('fresh');
    await expect(retryOnce(task, 2_000)()).resolves.toBe('fresh');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('gives up after the second failure, with its error', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(new Error('second'));
    const result = retryOnce(task, 2_000)();
    const settled = expect(result).rejects.toThrow('second');
    await vi.advanceTimersByTimeAsync(2_000);
    await settled;
    expect(task).toHaveBeenCalledTimes(2);
  });
});
