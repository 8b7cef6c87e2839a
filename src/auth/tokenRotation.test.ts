import { askForSuccessor, digestToken, isRotationMessage, isSpent, markSpent } from './tokenRotation';

describe('spent refresh tokens', () => {
  beforeEach(() => localStorage.clear());

  it('stores a digest, never the token itself', async () => {
    const digest = await digestToken('refresh-token-secret');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    markSpent(digest as string);
    expect(isSpent(digest as string)).toBe(true);
    expect(JSON.stringify(localStorage)).not.toContain('refresh-token-secret');
    expect(isSpent((await digestToken('another')) as string)).toBe(false);
  });

  it('keeps only the most recent digests and survives garbage in storage', () => {
    for (let index = 0; index < 30; index += 1) markSpent(`d${index}`);
    expect(isSpent('d29')).toBe(true);
    expect(isSpent('d0')).toBe(false);
    localStorage.setItem('wattsight.auth.spentRefreshDigests', '{not json');
    expect(isSpent('d29')).toBe(false);
    markSpent('fresh');
    expect(isSpent('fresh')).toBe(true);
  });
});

describe('rotation messages', () => {
  it('accepts only well-formed messages', () => {
    expect(isRotationMessage({ type: 'refreshed', spentDigest: 'a', user: '{}' })).toBe(true);
    expect(isRotationMessage({ type: 'successor?', spentDigest: 'a', requestId: 'r' })).toBe(true);
    expect(isRotationMessage({ type: 'successor', requestId: 'r', user: '{}' })).toBe(true);
    expect(isRotationMessage({ type: 'refreshed', spentDigest: 1 })).toBe(false);
    expect(isRotationMessage('refreshed')).toBe(false);
    expect(isRotationMessage(null)).toBe(false);
  });
});

describe('askForSuccessor', () => {
  it('gets the successor from the tab that spent the token', async () => {
    const name = `test-${Math.random()}`;
    const otherTab = new BroadcastChannel(name);
    otherTab.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (isRotationMessage(data) && data.type === 'successor?' && data.spentDigest === 'spent') {
        otherTab.postMessage({ type: 'successor', requestId: data.requestId, user: 'next-user' });
      }
    };
    const mine = new BroadcastChannel(name);
    await expect(askForSuccessor(mine, 'spent', 1000)).resolves.toBe('next-user');
    otherTab.close();
    mine.close();
  });

  it('gives up with null when no tab answers', async () => {
    const mine = new BroadcastChannel(`test-${Math.random()}`);
    await expect(askForSuccessor(mine, 'spent', 50)).resolves.toBeNull();
    await expect(askForSuccessor(null, 'spent', 50)).resolves.toBeNull();
    mine.close();
  });
});
