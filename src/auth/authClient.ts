import type * as Oidc from 'oidc-client-ts';
import type { User, UserManager } from 'oidc-client-ts';
import { safeReturnTo } from './returnTo';
import { retryOnce } from './retryOnce';
import { rotateRefreshToken } from './rotateRefreshToken';
import { acrossTabs, singleFlight } from './singleFlight';
import { indexedDbSpentDigests } from './spentDigests';
import { askForSuccessor, digestToken, isRotationMessage, type RotationMessage } from './tokenRotation';

export interface AuthSettings {
  authority: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

/** spec 000 §7: the refresh asks for exactly this scope. */
export const REFRESH_SCOPE = 'offline_access openid';
const REFRESH_LOCK = 'wattsight:token-refresh';
const CHANNEL_NAME = 'wattsight:auth';

let manager: UserManager | null = null;
let managerLoad: Promise<UserManager> | null = null;
let settings: AuthSettings | null = null;
let channel: BroadcastChannel | null = null;
let callbackResult: Promise<string> | null = null;
/** Digests of the refresh tokens this tab has spent: it can hand their successor to other tabs. */
const spentHere = new Set<string>();

type OidcModule = typeof Oidc;

/**
 * Keeps the settings; the sign-in client itself (oidc-client-ts, ~18 KB gzipped) loads on first use
 * (the signed-in guard, the Sign in button) or once the first screen is drawn (preloadAuth), so the
 * login screen does not wait for it.
 */
export function initAuth(authSettings: AuthSettings): void {
  settings = authSettings;
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      void onRotationMessage(event.data);
    };
  }
}

function createManager(oidc: OidcModule, authSettings: AuthSettings): UserManager {
  const created = new oidc.UserManager({
    authority: authSettings.authority,
    client_id: authSettings.clientId,
    redirect_uri: authSettings.redirectUri,
    post_logout_redirect_uri: authSettings.postLogoutRedirectUri,
    scope: authSettings.scope,
    response_type: 'code',
    // Tokens live in this tab's sessionStorage, never in localStorage.
    userStore: new oidc.WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new oidc.WebStorageStateStore({ store: window.sessionStorage }),
    // The refresh is ours: one shared promise, the spec's exact parameters (STACK-NOTES).
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: 30,
    loadUserInfo: false,
    monitorSession: false,
  });
  created.events.addAccessTokenExpiring(() => {
    void refreshOrSignOut();
  });
  return created;
}

function loadManager(): Promise<UserManager> {
  const authSettings = settings;
  if (!authSettings) return Promise.reject(new Error('initAuth() must run before the sign-in client is used.'));
  managerLoad ??= import('oidc-client-ts').then((oidc) => {
    manager = createManager(oidc, authSettings);
    return manager;
  });
  return managerLoad;
}

/** Loads the sign-in client ahead of its first use (after the first screen is drawn). */
export function preloadAuth(): void {
  loadManager().catch(() => undefined);
}

/** Shared by the tabs of this origin (IndexedDB): see spentDigests.ts for why not localStorage. */
const spentDigests = indexedDbSpentDigests();

/**
 * One refresh at a time in this tab (shared promise) and across tabs (Web Lock): public-client
 * refresh tokens rotate, and spending one twice revokes the whole grant. A refused refresh is tried
 * once more before the session ends (retryOnce.ts).
 */
export const refreshTokens: () => Promise<User> = singleFlight(retryOnce(() => refreshOnce()));

async function refreshOnce(): Promise<User> {
  const userManager = await loadManager();
  return rotateRefreshToken<User>({
    load: () => userManager.getUser(),
    spend: async () => {
      const refreshed = await userManager.signinSilent({
        redirect_uri: settings?.redirectUri,
        extraTokenParams: { scope: REFRESH_SCOPE },
      });
      if (!refreshed) throw new Error('The sign-in provider returned no user.');
      return refreshed;
    },
    adopt: (spentDigest) => adoptSuccessor(userManager, spentDigest),
    announce: (spentDigest, refreshed) => {
      spentHere.add(spentDigest);
      post({ type: 'refreshed', spentDigest, user: refreshed.toStorageString() });
    },
    lock: (task) => acrossTabs(REFRESH_LOCK, task),
    spent: spentDigests,
  });
}

function post(message: RotationMessage): void {
  channel?.postMessage(message);
}

/** Our refresh token was spent by another tab: take its successor rather than spend it again. */
async function adoptSuccessor(userManager: UserManager, spentDigest: string): Promise<User> {
  const successor = await askForSuccessor(channel, spentDigest);
  if (!successor) throw new Error('The refresh token was spent by a tab that is gone.');
  return storeFromOtherTab(userManager, successor);
}

async function storeFromOtherTab(userManager: UserManager, serialised: string): Promise<User> {
  const { User } = await import('oidc-client-ts');
  const user = User.fromStorageString(serialised);
  await userManager.storeUser(user);
  await userManager.events.load(user);
  return user;
}

async function onRotationMessage(data: unknown): Promise<void> {
  if (!isRotationMessage(data) || !manager) return;
  const mine = await manager.getUser();
  if (data.type === 'refreshed') {
    // Only a tab that held the refresh token just spent shares that grant.
    if (mine?.refresh_token && (await digestToken(mine.refresh_token)) === data.spentDigest)
      await storeFromOtherTab(manager, data.user);
  } else if (data.type === 'successor?') {
    if (mine && spentHere.has(data.spentDigest))
      post({ type: 'successor', requestId: data.requestId, user: mine.toStorageString() });
  }
}

async function refreshOrSignOut(): Promise<User | null> {
  try {
    return await refreshTokens();
  } catch {
    await signOutLocally();
    return null;
  }
}

/**
 * Why a session ended without the user signing out: the refresh was refused (`expired`), or the
 * API still refused fresh tokens after the reload (`unusable`).
 */
export type SessionEndReason = 'expired' | 'unusable';

/** Ends the session here; the login screen says why and leads back to where the user was. */
export async function signOutLocally(reason: SessionEndReason = 'expired'): Promise<void> {
  await (await loadManager().catch(() => null))?.removeUser();
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login?${new URLSearchParams({ reason, redirect: here }).toString()}`);
}

export type SessionState = { user: User } | { user: null; lost: boolean };

/**
 * The signed-in user, refreshed first when the access token has expired. Without one, `lost`
 * tells a session that ended (expired, refresh refused) from a visitor who never signed in.
 */
export async function currentSession(): Promise<SessionState> {
  const userManager = await loadManager();
  const user = await userManager.getUser();
  if (!user) return { user: null, lost: false };
  if (!user.expired) return { user };
  try {
    if (!user.refresh_token) throw new Error('No refresh token.');
    return { user: await refreshTokens() };
  } catch {
    await userManager.removeUser();
    return { user: null, lost: true };
  }
}

export async function ensureSignedIn(): Promise<User | null> {
  return (await currentSession()).user;
}

export async function getAccessToken(): Promise<string | null> {
  const user = await ensureSignedIn();
  return user?.access_token ?? null;
}

export async function signIn(returnTo: string): Promise<void> {
  // prompt=consent: without it the provider drops offline_access and issues no refresh token.
  await (await loadManager()).signinRedirect({ state: { returnTo: safeReturnTo(returnTo) }, prompt: 'consent' });
}

/** The authorization response can be used once: StrictMode's second effect must share the first. */
export function completeSignIn(): Promise<string> {
  callbackResult ??= loadManager()
    .then((userManager) => userManager.signinRedirectCallback())
    .then((user) => {
      const state = user.state as { returnTo?: unknown } | undefined;
      return safeReturnTo(state?.returnTo);
    });
  return callbackResult;
}

export async function signOut(): Promise<void> {
  const userManager = await loadManager();
  try {
    await userManager.signoutRedirect({ post_logout_redirect_uri: settings?.postLogoutRedirectUri });
  } catch {
    // The provider is unreachable: end the session here at least.
    await userManager.removeUser();
    window.location.assign('/login');
  }
}
