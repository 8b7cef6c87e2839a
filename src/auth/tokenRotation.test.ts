import { askForSuccessor, isRotationMessage } from './tokenRotation';

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
