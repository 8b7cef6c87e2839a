// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { createLiveConnection } from '../src/api/liveConnection';
import type { LiveMessage } from '../src/api/liveMessages';
import { createLiveHub, UNAUTHORIZED_CLOSE_CODE } from './live';

const WS_URL = 'ws://localhost/ws';
const ACCOUNTS: Record<string, string> = { 'valid-token': 'u1', 'customer-token': 'u5' };
const hub = createLiveHub(WS_URL, (token) => Promise.resolve(ACCOUNTS[token] ?? null));
const everyone = () => true;
const server = setupServer(hub.handler);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A socket and everything it received, with promises for what the test waits on. */
function openClient(token: string | null) {
  const url = token === null ? WS_URL : `${WS_URL}?ApiKey=${token}`;
  const socket = new WebSocket(url);
  const received: unknown[] = [];
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve(), { once: true }));
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve, { once: true }));
  socket.addEventListener('message', (event: MessageEvent<string>) => received.push(JSON.parse(event.data)));
  return { socket, received, opened, closed };
}

describe('the mocked live hub', () => {
  it.each([
    ['no ApiKey', null],
    ['an invalid ApiKey', 'forged'],
  ])('closes a connection with %s as unauthorized', async (_label, token) => {
    const { closed } = openClient(token);
    const event = await closed;
    expect(event.code).toBe(UNAUTHORIZED_CLOSE_CODE);
    expect(event.reason).toBe('UNAUTHORIZED');
    expect(hub.clientCount()).toBe(0);
  });

  it('answers a ping with a pong', async () => {
    const { socket, received, opened, closed } = openClient('valid-token');
    await opened;
    socket.send(JSON.stringify({ action: 'ping' }));
    await vi.waitFor(() => expect(received).toEqual([{ action: 'pong' }]));
    socket.close();
    await closed;
  });

  it('writes a message’s free text in the language each connection asked for', async () => {
    const english = openClient('valid-token&lang=en');
    const french = openClient('valid-token&lang=fr');
    await english.opened;
    await french.opened;
    await vi.waitFor(() => expect(hub.clientCount()).toBe(2));
    const message: LiveMessage = {
      type: 'multivariate_regression',
      configurationId: 1,
      status: 'error',
      message: 'Modélisation impossible : données invalides sur la période.',
    };
    hub.broadcast(message, everyone);
    await vi.waitFor(() =>
      expect(english.received).toEqual([
        { ...message, message: 'Modelling not possible: invalid data over the period.' },
      ]),
    );
    await vi.waitFor(() => expect(french.received).toEqual([message]));
    english.socket.close();
    french.socket.close();
    await english.closed;
    await french.closed;
  });

  it('broadcasts to signed-in clients only, and forgets closed ones', async () => {
    const signedIn = openClient('valid-token');
    const refused = openClient('forged');
    await signedIn.opened;
    await refused.closed;
    await vi.waitFor(() => expect(hub.clientCount()).toBe(1));

    const message: LiveMessage = { type: 'manual_data_upload', importId: 9, status: 'validating' };
    hub.broadcast(message, everyone);
    await vi.waitFor(() => expect(signedIn.received).toEqual([message]));
    expect(refused.received).toEqual([]);

    signedIn.socket.close();
    await signedIn.closed;
    await vi.waitFor(() => expect(hub.clientCount()).toBe(0));
  });

  it('sends a message only to the accounts of its audience', async () => {
    const staff = openClient('valid-token');
    const customer = openClient('customer-token');
    await Promise.all([staff.opened, customer.opened]);
    await vi.waitFor(() => expect(hub.clientCount()).toBe(2));

    const message: LiveMessage = { type: 'download_request', id: 7 };
    hub.broadcast(message, (accountId) => accountId === 'u1');
    await vi.waitFor(() => expect(staff.received).toEqual([message]));
    // Delivered in order: a message sent after it reaching the customer means the first never will.
    const next: LiveMessage = { type: 'download_request', id: 8 };
    hub.broadcast(next, everyone);
    await vi.waitFor(() => expect(customer.received).toEqual([next]));

    staff.socket.close();
    customer.socket.close();
    await Promise.all([staff.closed, customer.closed]);
  });

  it('serves the app’s live connection end to end: token, pings, messages', async () => {
    const warn = vi.spyOn(console, 'warn');
    const messages: LiveMessage[] = [];
    const states: string[] = [];
    const frames: string[] = [];
    const connection = createLiveConnection({
      url: WS_URL,
      getAccessToken: () => Promise.resolve('valid-token'),
      onMessage: (message) => messages.push(message),
      onStateChange: (state) => states.push(state),
      createSocket: (url) => {
        const socket = new WebSocket(url);
        socket.addEventListener('message', (event: MessageEvent<string>) => frames.push(event.data));
        return socket;
      },
      pingIntervalMs: 20,
    });
    await connection.connect();
    await vi.waitFor(() => expect(hub.clientCount()).toBe(1));
    hub.broadcast({ type: 'download_request', id: 4 }, everyone);
    await vi.waitFor(() => expect(messages).toEqual([{ type: 'download_request', id: 4 }]));
    // Pongs answer the pings and are neither passed on as messages nor warned about.
    await vi.waitFor(() =>
      expect(frames.filter((frame) => frame === '{"action":"pong"}').length).toBeGreaterThanOrEqual(2),
    );
    expect(messages).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    connection.close();
    await vi.waitFor(() => expect(hub.clientCount()).toBe(0));
    expect(states).toEqual(['connecting', 'open', 'closed']);
  });
});
