import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { safeReturnTo } from './returnTo';
import { acrossTabs, singleFlight } from './singleFlight';

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

interface RefreshedMessage {
  type: 'refreshed';
  previousRefreshToken: string;
  user: string;
}

let manager: UserManager | null = null;
let settings: AuthSettings | null = null;
let channel: BroadcastChannel | null = null;
let callbackResult: Promise<string> | null = null;
let onSignedOut: (reason: 'expired') => void = () => {
  window.location.assign('/login?reason=expired');
};

export function initAuth(authSettings: AuthSettings, options: { onSessionLost?: (reason: 'expired') => void } = {}): void {
  settings = authSettings;
  if (options.onSessionLost) onSignedOut = options.onSessionLost;
  manager = new UserManager({
    authority: authSettings.authority,
    client_id: authSettings.clientId,
    redirect_uri: authSettings.redirectUri,
    post_logout_redirect_uri: authSettings.postLogoutRedirectUri,
    scope: authSettings.scope,
    response_type: 'code',
    // Tokens live in this tab's sessionStorage, never in localStorage.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // The refresh is ours: one shared promise, the spec's exact parameters (STACK-NOTES).
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: 30,
    loadUserInfo: false,
    monitorSession: false,
  });
  manager.events.addAccessTokenExpiring(() => {
    void refreshOrSignOut();
  });
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      void adoptTokensFromOtherTab(event.data);
    };
  }
}

function requireManager(): UserManager {
  if (!manager) throw new Error('initAuth() must run before the sign-in client is used.');
  return manager;
}

/**
 * One refresh at a time in this tab (shared promise) and across tabs (Web Lock): public-client
 * refresh tokens rotate, and spending one twice revokes the whole grant.
 */
export const refreshTokens: () => Promise<User> = singleFlight(async () => {
  const userManager = requireManager();
  const before = await userManager.getUser();
  if (!before?.refresh_token) throw new Error('No refresh token: sign in again.');
  return acrossTabs(REFRESH_LOCK, async () => {
    const current = await userManager.getUser();
    if (!current?.refresh_token) throw new Error('Signed out while waiting to refresh.');
    // Another tab holding the same grant refreshed while we waited: its tokens are ours now.
    if (current.refresh_token !== before.refresh_token && !current.expired) return current;
    const refreshed = await userManager.signinSilent({
      redirect_uri: settings?.redirectUri,
      extraTokenParams: { scope: REFRESH_SCOPE },
    });
    if (!refreshed) throw new Error('The sign-in provider returned no user.');
    const message: RefreshedMessage = {
      type: 'refreshed',
      previousRefreshToken: current.refresh_token,
      user: refreshed.toStorageString(),
    };
    channel?.postMessage(message);
    return refreshed;
  });
});

function isRefreshedMessage(data: unknown): data is RefreshedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Record<string, unknown>;
  return candidate.type === 'refreshed' && typeof candidate.previousRefreshToken === 'string' && typeof candidate.user === 'string';
}

async function adoptTokensFromOtherTab(data: unknown): Promise<void> {
  if (!isRefreshedMessage(data) || !manager) return;
  const mine = await manager.getUser();
  // Only a tab that held the refresh token just spent shares that grant.
  if (mine?.refresh_token !== data.previousRefreshToken) return;
  const user = User.fromStorageString(data.user);
  await manager.storeUser(user);
  await manager.events.load(user);
}

async function refreshOrSignOut(): Promise<User | null> {
  try {
    return await refreshTokens();
  } catch {
    await signOutLocally();
    return null;
  }
}

/** A failed refresh ends the session here; the user is sent to the login screen. */
export async function signOutLocally(): Promise<void> {
  await manager?.removeUser();
  onSignedOut('expired');
}

/** The signed-in user, refreshed first when the access token has expired; null when signed out. */
export async function ensureSignedIn(): Promise<User | null> {
  const userManager = requireManager();
  const user = await userManager.getUser();
  if (!user) return null;
  if (!user.expired) return user;
  if (!user.refresh_token) {
    await userManager.removeUser();
    return null;
  }
  try {
    return await refreshTokens();
  } catch {
    await userManager.removeUser();
    return null;
  }
}

export async function getAccessToken(): Promise<string | null> {
  const user = await ensureSignedIn();
  return user?.access_token ?? null;
}

export async function signIn(returnTo: string): Promise<void> {
  // prompt=consent: without it the provider drops offline_access and issues no refresh token.
  await requireManager().signinRedirect({ state: { returnTo: safeReturnTo(returnTo) }, prompt: 'consent' });
}

/** The authorization response can be used once: StrictMode's second effect must share the first. */
export function completeSignIn(): Promise<string> {
  callbackResult ??= requireManager()
    .signinRedirectCallback()
    .then((user) => {
      const state = user.state as { returnTo?: unknown } | undefined;
      return safeReturnTo(state?.returnTo);
    });
  return callbackResult;
}

export async function signOut(): Promise<void> {
  const userManager = requireManager();
  try {
    await userManager.signoutRedirect({ post_logout_redirect_uri: settings?.postLogoutRedirectUri });
  } catch {
    // The provider is unreachable: end the session here at least.
    await userManager.removeUser();
    window.location.assign('/login');
  }
}
