import { currentLocale } from '../i18n/locale';
import { parseLiveMessage, type LiveMessage } from './liveMessages';

/** spec 000 §9: the websocket ping interval. */
export const LIVE_PING_INTERVAL_MS = 600_000;
export const LIVE_DEFAULT_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 30_000 };

/** Added on top of each reconnection delay, as a share of it, so that tabs do not retry in step. */
const JITTER_SHARE = 0.2;

export type LiveConnectionState = 'connecting' | 'open' | 'closed';

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

export interface LiveConnectionOptions {
  /** The absolute ws(s) URL, without the token. */
  url: string;
  getAccessToken: () => Promise<string | null>;
  onMessage: (message: LiveMessage) => void;
  createSocket?: (url: string) => WebSocket;
  pingIntervalMs?: number;
  backoff?: Backoff;
  onStateChange?: (state: LiveConnectionState) => void;
}

export interface LiveConnection {
  /** Closes the current socket, if any, then opens a new one with a fresh token. */
  connect(): Promise<void>;
  /** Sends now when open; otherwise queued and sent, in order, once the socket opens. */
  send(request: unknown): void;
  /** Closes for good: no reconnection, no timers, pending requests dropped. */
  close(): void;
}

/** The delay before reconnection attempt `attempt` (0 for the first): doubling, capped, plus jitter. */
export function reconnectDelay(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
  return Math.round(base * (1 + JITTER_SHARE * random()));
}

/**
 * spec 000 §7: the token travels as the ApiKey query parameter (browsers cannot set headers); so
 * does the app's language, in which the server writes its messages' free texts.
 */
export function liveSocketUrl(url: string, token: string): string {
  const withKey = new URL(url);
  withKey.searchParams.set('ApiKey', token);
  withKey.searchParams.set('lang', currentLocale());
  return withKey.toString();
}

const PING = JSON.stringify({ action: 'ping' });

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const pingIntervalMs = options.pingIntervalMs ?? LIVE_PING_INTERVAL_MS;
  const backoff = options.backoff ?? LIVE_DEFAULT_BACKOFF;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));

  let socket: WebSocket | null = null;
  let open = false;
  let pending: string[] = [];
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = true;
  /** Bumped by every connect() and close(): a token that arrives for an older call is dropped. */
  let generation = 0;
  let state: LiveConnectionState = 'closed';

  function setState(next: LiveConnectionState): void {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  }

  /** Forgets the current socket without letting its close event schedule a reconnection. */
  function dropSocket(): void {
    clearInterval(pingTimer);
    pingTimer = undefined;
    open = false;
    const old = socket;
    socket = null;
    if (!old) return;
    old.onopen = null;
    old.onmessage = null;
    old.onclose = null;
    old.onerror = null;
    old.close(1000);
  }

  function scheduleReconnect(): void {
    clearTimeout(reconnectTimer);
    const delay = reconnectDelay(attempt, backoff);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void openSocket(true);
    }, delay);
  }

  function attach(ws: WebSocket): void {
    ws.onopen = () => {
      open = true;
      attempt = 0;
      setState('open');
      const queued = pending;
      pending = [];
      for (const request of queued) ws.send(request);
      pingTimer = setInterval(() => ws.send(PING), pingIntervalMs);
    };
    ws.onmessage = (event: MessageEvent<unknown>) => {
      const message = parseLiveMessage(event.data);
      if (message) options.onMessage(message);
    };
    // An error is always followed by a close event: reconnection is decided there, once.
    ws.onclose = () => {
      clearInterval(pingTimer);
      pingTimer = undefined;
      open = false;
      socket = null;
      setState('closed');
      if (!stopped) scheduleReconnect();
    };
  }

  /**
   * `reconnecting`: a connection that dropped keeps trying, with backoff, even while no token can
   * be had (a refresh refused once, the provider briefly down): a wall display left for days must
   * come back by itself. A first connect without a token waits for the next connect().
   */
  async function openSocket(reconnecting = false): Promise<void> {
    const mine = ++generation;
    dropSocket();
    setState('connecting');
    let token: string | null;
    try {
      token = await options.getAccessToken();
    } catch {
      // Signing in is the sign-in client's business; without a token we wait for the next connect().
      token = null;
    }
    if (mine !== generation || stopped) return;
    if (!token) {
      setState('closed');
      if (reconnecting) scheduleReconnect();
      return;
    }
    const ws = createSocket(liveSocketUrl(options.url, token));
    socket = ws;
    attach(ws);
  }

  return {
    connect() {
      stopped = false;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      attempt = 0;
      return openSocket();
    },
    send(request) {
      const text = JSON.stringify(request);
      if (open && socket) socket.send(text);
      else pending.push(text);
    },
    close() {
      stopped = true;
      generation += 1;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      pending = [];
      dropSocket();
      setState('closed');
    },
  };
}
