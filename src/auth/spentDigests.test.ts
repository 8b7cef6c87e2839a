// @vitest-environment jsdom
import { indexedDbSpentDigests, localSpentDigests } from './spentDigests';
import { digestToken } from './tokenRotation';

describe('spent refresh tokens', () => {
  beforeEach(() => localStorage.clear());

  it('stores a digest, never the token itself', async () => {
    const spent = localSpentDigests();
    const digest = await digestToken('refresh-token-secret');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    await spent.add(digest as string);
    await expect(spent.has(digest as string)).resolves.toBe(true);
    expect(JSON.stringify(localStorage)).not.toContain('refresh-token-secret');
    await expect(spent.has((await digestToken('another')) as string)).resolves.toBe(false);
  });

  it('keeps only the most recent digests and survives garbage in storage', async () => {
    const spent = localSpentDigests();
    for (let index = 0; index < 30; index += 1) await spent.add(`d${index}`);
    await expect(spent.has('d29')).resolves.toBe(true);
    await expect(spent.has('d0')).resolves.toBe(false);
    localStorage.setItem('wattsight.auth.spentRefreshDigests', '{not json');
    await expect(spent.has('d29')).resolves.toBe(false);
    await spent.add('fresh');
    await expect(spent.has('fresh')).resolves.toBe(true);
  });

  it('falls back to localStorage where IndexedDB is missing or cannot be opened', async () => {
    const missing = indexedDbSpentDigests(undefined);
    await missing.add('a');
    await expect(localSpentDigests().has('a')).resolves.toBe(true);
    const refusing = {
      open: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const blocked = indexedDbSpentDigests(refusing);
    await blocked.add('b');
    await expect(blocked.has('b')).resolves.toBe(true);
    await expect(blocked.has('a')).resolves.toBe(true);
  });
});
