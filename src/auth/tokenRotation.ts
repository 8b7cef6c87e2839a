/**
 * Refresh tokens rotate: spending one twice revokes the whole grant. Tabs that share a session
 * (a duplicated tab copies sessionStorage) coordinate here so that each token is spent once.
 *
 * - The tab that refreshes broadcasts the new user to the others (same-origin channel, memory only).
 * - It records a SHA-256 digest of the spent token (spentDigests.ts): a digest cannot be used as a
 *   token, so no token leaves the tab, yet a tab that was asleep, still loading or simply next in
 *   line for the lock can tell that its token is spent and ask the other tabs for its successor
 *   instead of spending it (rotateRefreshToken.ts).
 */

const SUCCESSOR_WAIT_MS = 1500;

export type RotationMessage =
  | { type: 'refreshed'; spentDigest: string; user: string }
  | { type: 'successor?'; spentDigest: string; requestId: string }
  | { type: 'successor'; requestId: string; user: string };

export async function digestToken(token: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isRotationMessage(data: unknown): data is RotationMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'refreshed':
      return typeof message.spentDigest === 'string' && typeof message.user === 'string';
    case 'successor?':
      return typeof message.spentDigest === 'string' && typeof message.requestId === 'string';
    case 'successor':
      return typeof message.requestId === 'string' && typeof message.user === 'string';
    default:
      return false;
  }
}

/** Asks the other tabs for the user that replaced a spent refresh token; null when none answers. */
export function askForSuccessor(
  channel: BroadcastChannel | null,
  spentDigest: string,
  waitMs = SUCCESSOR_WAIT_MS,
): Promise<string | null> {
  if (!channel) return Promise.resolve(null);
  const requestId = globalThis.crypto.randomUUID();
  // A second channel object: a BroadcastChannel does not receive its own messages.
  const listener = new BroadcastChannel(channel.name);
  return new Promise<string | null>((resolve) => {
    const done = (user: string | null) => {
      clearTimeout(timer);
      listener.close();
      resolve(user);
    };
    const timer = setTimeout(() => done(null), waitMs);
    listener.onmessage = (event: MessageEvent<unknown>) => {
      if (isRotationMessage(event.data) && event.data.type === 'successor' && event.data.requestId === requestId)
        done(event.data.user);
    };
    const request: RotationMessage = { type: 'successor?', spentDigest, requestId };
    listener.postMessage(request);
  });
}
