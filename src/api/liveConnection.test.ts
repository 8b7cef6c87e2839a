// @vitest-environment jsdom
import { createLiveConnection, reconnectDelay, type LiveConnectionOptions } from './liveConnection';
import type { LiveMessage } from './liveMessages';

const URL_BASE = 'ws://localhost/ws';
const PING = JSON.stringify({ action: 'ping' });

/** Just enough of a WebSocket for the connection: the test opens, feeds and closes it. */
class FakeSocket {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: string[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code ?? 1000;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  receive(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** The server or the network ends the connection. */
  drop(code = 1006): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function setUp(overrides: Partial<LiveConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const messages: LiveMessage[] = [];
  const states: string[] = [];
  let tokenCount = 0;
  const connection = createLiveConnection({
    url: URL_BASE,
    getAccessToken: () => Promise.resolve(`token-${++tokenCount}`),
    onMessage: (message) => messages.push(message),
    onStateChange: (state) => states.push(state),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    ...overrides,
  });
  const last = () => {
    const socket = sockets[sockets.length - 1];
    if (!socket) throw new Error('no socket was created');
    return socket;
  };
  return { connection, sockets, messages, states, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('opens the socket with a fresh access token as the ApiKey query parameter', async () => {
    const { connection, sockets, last } = setUp();
    await connection.connect();
    expect(new URL(last().url).searchParams.get('ApiKey')).toBe('token-1');
    expect(last().url.startsWith('ws://localhost/ws?')).toBe(true);
    await connection.connect();
    expect(new URL(sockets[1]?.url ?? '').searchParams.get('ApiKey')).toBe('token-2');
  });

  it('does not connect without a token, and tries again on the next connect', async () => {
    let token: string | null = null;
    const { connection, sockets, states } = setUp({ getAccessToken: () => Promise.resolve(token) });
    await connection.connect();
    expect(sockets).toHaveLength(0);
    expect(states).toEqual(['connecting', 'closed']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(0);
    token = 'later';
    await connection.connect();
    expect(sockets).toHaveLength(1);
  });

  it('treats a failing token supply as no token', async () => {
    const { connection, sockets } = setUp({ getAccessToken: () => Promise.reject(new Error('not signed in')) });
    await expect(connection.connect()).resolves.toBeUndefined();
    expect(sockets).toHaveLength(0);
  });

  it('queues requests until the socket opens, then sends them in order', async () => {
    const { connection, last, states } = setUp();
    connection.send({ action: 'first' });
    await connection.connect();
    connection.send({ action: 'second' });
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual([JSON.stringify({ action: 'first' }), JSON.stringify({ action: 'second' })]);
    connection.send({ action: 'third' });
    expect(last().sent[2]).toBe(JSON.stringify({ action: 'third' }));
    expect(states).toEqual(['connecting', 'open']);
  });

  it('pings every 10 minutes once open, not before, and never after close', async () => {
    const { connection, last } = setUp();
    await connection.connect();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(last().sent).toEqual([]);
    last().open();
    await vi.advanceTimersByTimeAsync(599_999);
    expect(last().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().sent).toEqual([PING]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(last().sent).toEqual([PING, PING]);
    connection.close();
    expect(last().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(last().sent).toEqual([PING, PING]);
  });

  it('passes parsed messages on and ignores pongs and malformed frames', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { connection, last, messages } = setUp();
    await connection.connect();
    last().open();
    last().receive({ action: 'pong' });
    last().receive({ type: 'pong' });
    expect(warn).not.toHaveBeenCalled();
    last().receive('not json');
    last().receive({ type: 'manual_data_upload', importId: 'seven' });
    last().receive({ type: 'manual_data_upload', importId: 7, status: 'validating' });
    expect(messages).toEqual([{ type: 'manual_data_upload', importId: 7, status: 'validating' }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('closes the old socket when connecting again, without reconnecting it', async () => {
    const { connection, sockets } = setUp();
    await connection.connect();
    sockets[0]?.open();
    await connection.connect();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(sockets[0]?.onclose).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects after an unexpected close with a growing delay, reset by a successful open', async () => {
    const { connection, sockets, last } = setUp({ backoff: { initialMs: 1_000, maxMs: 4_000 } });
    await connection.connect();
    last().open();
    last().drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(201); // 1 000 ms plus at most 20 % jitter
    expect(sockets).toHaveLength(2);
    expect(new URL(last().url).searchParams.get('ApiKey')).toBe('token-2');

    last().drop(); // failed before opening: the next wait doubles
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(401);
    expect(sockets).toHaveLength(3);

    last().open(); // success resets the delay
    last().drop();
    await vi.advanceTimersByTimeAsync(1_200);
    expect(sockets).toHaveLength(4);
  });

  it('keeps reconnecting with backoff while no token can be had, then opens once one comes', async () => {
    let token: string | null = 'first';
    const { connection, sockets, last } = setUp({
      getAccessToken: () => Promise.resolve(token),
      backoff: { initialMs: 1_000, maxMs: 4_000 },
    });
    await connection.connect();
    last().open();
    token = null; // the refresh is refused for a while
    last().drop();
    await vi.advanceTimersByTimeAsync(1_200 + 2_400 + 4_800);
    expect(sockets).toHaveLength(1);
    token = 'second';
    await vi.advanceTimersByTimeAsync(4_800);
    expect(sockets).toHaveLength(2);
    expect(new URL(last().url).searchParams.get('ApiKey')).toBe('second');
    connection.close();
  });

  it('caps the reconnection delay and adds at most 20 % jitter', () => {
    const backoff = { initialMs: 1_000, maxMs: 30_000 };
    expect(reconnectDelay(0, backoff, () => 0)).toBe(1_000);
    expect(reconnectDelay(3, backoff, () => 0)).toBe(8_000);
    expect(reconnectDelay(10, backoff, () => 0)).toBe(30_000);
    expect(reconnectDelay(10, backoff, () => 0.999)).toBeLessThanOrEqual(36_000);
  });

  it('does not reconnect after close(), and a token arriving after close() opens nothing', async () => {
    const { connection, sockets, last, states } = setUp();
    await connection.connect();
    last().open();
    connection.close();
    last().drop(1000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    expect(states[states.length - 1]).toBe('closed');

    const pending = connection.connect();
    connection.close();
    await pending;
    expect(sockets).toHaveLength(1);
  });

  it('stops a scheduled reconnection on close()', async () => {
    const { connection, sockets, last } = setUp();
    await connection.connect();
    last().drop();
    connection.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
  });
});
