import { rotateRefreshToken, type RefreshSteps, type RotatingUser } from './rotateRefreshToken';
import type { SpentDigests } from './spentDigests';
import { digestToken } from './tokenRotation';

interface FakeUser extends RotatingUser {
  refresh_token: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The provider: each refresh token can be spent once; spending one again revokes the grant. */
function fakeProvider() {
  let generation = 0;
  const provider = {
    sent: [] as string[],
    revoked: false,
    spend: async (token: string): Promise<FakeUser> => {
      provider.sent.push(token);
      await wait(1);
      if (provider.revoked || token !== `R${generation}`) {
        provider.revoked = true;
        throw new Error('invalid_grant');
      }
      generation += 1;
      return { refresh_token: `R${generation}`, expired: false };
    },
  };
  return provider;
}

/** A Web Lock: one holder at a time; the next one is granted as soon as the previous one is done. */
function fakeLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Storage shared by the tabs whose writes other tabs see only once committed (a few ms later), as
 * with IndexedDB's transactions: `add` resolves at the commit.
 */
function fakeSpentDigests(): SpentDigests {
  const committed = new Set<string>();
  return {
    has: (digest) => Promise.resolve(committed.has(digest)),
    add: async (digest) => {
      await wait(5);
      committed.add(digest);
    },
  };
}

/**
 * Tabs sharing one session. Broadcasts arrive late (after the next lock grant, as measured in
 * Chromium under load), so only the spent digests can stop a second spend.
 */
function fakeTabs(count: number) {
  const provider = fakeProvider();
  const lock = fakeLock();
  const spent = fakeSpentDigests();
  const tabs = Array.from({ length: count }, (): { stored: FakeUser | null; spentHere: Set<string> } => ({
    stored: { refresh_token: 'R0', expired: true },
    spentHere: new Set<string>(),
  }));
  const stepsOf = (index: number): RefreshSteps<FakeUser> => {
    const tab = tabs[index]!;
    return {
      load: () => Promise.resolve(tab.stored && { ...tab.stored }),
      spend: async () => {
        tab.stored = await provider.spend(tab.stored?.refresh_token ?? '');
        return tab.stored;
      },
      adopt: (spentDigest) => {
        const holder = tabs.find((other) => other !== tab && other.spentHere.has(spentDigest));
        if (!holder?.stored) return Promise.reject(new Error('No tab answered.'));
        tab.stored = { ...holder.stored };
        return Promise.resolve(tab.stored);
      },
      announce: (spentDigest, user) => {
        tab.spentHere.add(spentDigest);
        for (const other of tabs.filter((candidate) => candidate !== tab)) {
          setTimeout(() => {
            void (async () => {
              const mine = other.stored?.refresh_token;
              if (mine && (await digestToken(mine)) === spentDigest) other.stored = { ...user };
            })();
          }, 50);
        }
      },
      lock,
      spent,
    };
  };
  return { provider, tabs, refresh: (index: number) => rotateRefreshToken(stepsOf(index)) };
}

describe('rotateRefreshToken', () => {
  it('spends the token once when two tabs refresh at once, though the broadcast comes late', async () => {
    const { provider, tabs, refresh } = fakeTabs(2);
    const [first, second] = await Promise.all([refresh(0), refresh(1)]);
    expect(provider.sent).toEqual(['R0']);
    expect(provider.revoked).toBe(false);
    expect(first.refresh_token).toBe('R1');
    expect(second.refresh_token).toBe('R1');
    expect(tabs.map((tab) => tab.stored?.refresh_token)).toEqual(['R1', 'R1']);
  });

  it('lets a tab that comes back with a spent token take its successor', async () => {
    const { provider, tabs, refresh } = fakeTabs(2);
    await refresh(0);
    await expect(refresh(1)).resolves.toMatchObject({ refresh_token: 'R1' });
    expect(provider.sent).toEqual(['R0']);
    expect(tabs[1]?.stored?.refresh_token).toBe('R1');
  });

  it('keeps the grant alive for the next refresh, in either tab', async () => {
    const { provider, tabs, refresh } = fakeTabs(3);
    await Promise.all([refresh(0), refresh(1), refresh(2)]);
    for (const tab of tabs) tab.stored = { refresh_token: tab.stored?.refresh_token ?? '', expired: true };
    await Promise.all([refresh(2), refresh(0)]);
    expect(provider.sent).toEqual(['R0', 'R1']);
    expect(provider.revoked).toBe(false);
    expect(tabs[0]?.stored?.refresh_token).toBe('R2');
    expect(tabs[2]?.stored?.refresh_token).toBe('R2');
  });

  it('refuses without a refresh token', async () => {
    const { tabs, refresh } = fakeTabs(1);
    tabs[0]!.stored = null;
    await expect(refresh(0)).rejects.toThrow('No refresh token');
  });
});
