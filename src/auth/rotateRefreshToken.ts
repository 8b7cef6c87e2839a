import type { SpentDigests } from './spentDigests';
import { digestToken } from './tokenRotation';

export interface RotatingUser {
  refresh_token?: string | undefined;
  expired?: boolean | undefined;
}

/** What one tab does during a refresh; authClient.ts wires them to oidc-client-ts and the tabs. */
export interface RefreshSteps<U extends RotatingUser> {
  /** The user as this tab stores it now. */
  load(): Promise<U | null>;
  /** Spends the stored refresh token at the provider (spec 000 §7) and stores what it returns. */
  spend(): Promise<U>;
  /** Takes the user that replaced a token another tab spent, instead of spending it again. */
  adopt(spentDigest: string): Promise<U>;
  /** Tells the other tabs which token was spent and what replaced it. */
  announce(spentDigest: string, user: U): void;
  /** Runs `task` while no other tab of this origin refreshes. */
  lock<T>(task: () => Promise<T>): Promise<T>;
  spent: SpentDigests;
}

/**
 * One refresh, serialised across tabs: public-client refresh tokens rotate, and spending one twice
 * revokes the whole grant. Inside the lock, a token another tab already spent is never sent again.
 */
export async function rotateRefreshToken<U extends RotatingUser>(steps: RefreshSteps<U>): Promise<U> {
  const before = await steps.load();
  if (!before?.refresh_token) throw new Error('No refresh token: sign in again.');
  return steps.lock(async () => {
    const current = await steps.load();
    if (!current?.refresh_token) throw new Error('Signed out while waiting to refresh.');
    // Another tab holding the same grant refreshed while we waited and its broadcast has arrived.
    if (current.refresh_token !== before.refresh_token && !current.expired) return current;
    const spentDigest = await digestToken(current.refresh_token);
    // The broadcast may arrive after we get the lock (it is not ordered with the lock): the spent
    // digests are, as long as the tab that spent the token waited for its mark (below).
    if (spentDigest && (await steps.spent.has(spentDigest))) return steps.adopt(spentDigest);
    const refreshed = await steps.spend();
    if (spentDigest) {
      // Awaited before the lock is released: the next holder, in any tab, must find the mark.
      await steps.spent.add(spentDigest);
      steps.announce(spentDigest, refreshed);
    }
    return refreshed;
  });
}
