import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { WebSocket } from 'ws';
import jwks from '../oidc/jwks.json' with { type: 'json' };
import { API_AUDIENCE, SESSION_CLAIM } from '../oidc/constants';
import { createReferenceServer } from './referenceServer';

/*
 * The reference server over real HTTP and a real websocket: a deployment's headers and caching,
 * the API with a database per signed-in session, QA's fault cookie, the live channel. The browser
 * flows on the live build are e2e/live/smoke.spec.ts.
 */

const PORT = 4195;
const ORIGIN = `http://localhost:${PORT}`;
const ASSET = '/assets/index-AbCd1234.js';

let dist: string;
let server: ReturnType<typeof createReferenceServer>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'reference-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><script type="module" src="${ASSET}"></script>`);
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ productName: 'Wattsight', demo: true }));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());');
  writeFileSync(join(dist, ASSET.slice(1)), `export const text = ${JSON.stringify('x'.repeat(4000))};`);
  server = createReferenceServer({ dist, port: PORT });
  await server.listen();
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

async function accessToken(accountId: string, session: string): Promise<string> {
  const [key] = jwks.keys;
  if (!key) throw new Error('no signing key');
  return new SignJWT({ scope: 'api', [SESSION_CLAIM]: session })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.kid })
    .setIssuer(`${ORIGIN}/oidc`)
    .setAudience(API_AUDIENCE)
    .setSubject(accountId)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(key, 'RS256'));
}

const api = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${ORIGIN}/api/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });

describe('the reference server (mocks/server)', () => {
  it('sends a deployment’s security headers: a policy without inline scripts or eval, no framing, nosniff', async () => {
    const response = await fetch(`${ORIGIN}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`connect-src 'self' ${ORIGIN} ws://localhost:${PORT}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // HSTS is for https only.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('caches hashed assets for good and checks the page, the config and the worker on every visit', async () => {
    for (const path of ['/', '/config.json', '/sw.js', '/events/details/3'])
      expect((await fetch(`${ORIGIN}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
    const asset = await fetch(`${ORIGIN}${ASSET}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toContain('export const text');
    const page = await fetch(`${ORIGIN}/`);
    const again = await fetch(`${ORIGIN}/`, { headers: { 'If-None-Match': page.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    // A stale page's old chunk must fail as a chunk, not come back as the page.
    expect((await fetch(`${ORIGIN}/assets/gone-12345678.js`)).status).toBe(404);
    expect(await (await fetch(`${ORIGIN}/events/details/3`)).text()).toContain(ASSET);
  });

  it('serves the runtime config of a live deployment: this server is the API and the sign-in provider', async () => {
    expect(await (await fetch(`${ORIGIN}/config.json`)).json()).toMatchObject({
      demo: false,
      apiBaseUrl: '/api/',
      websocketUrl: '/ws',
    });
  });

  it('answers the API as the demo does, and refuses a request without a valid token', async () => {
    expect((await fetch(`${ORIGIN}/api/user/current`)).status).toBe(401);
    const response = await api('user/current', await accessToken('u2', 'grant-a'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'admin@enersol.fr' });
  });

  it('gives each signed-in session its own database: a comment added in one is not in another', async () => {
    const first = await accessToken('u2', 'grant-first');
    const second = await accessToken('u2', 'grant-second');
    const events = (await (await api('events?limit=1&offset=0', first)).json()) as { data: { id: number }[] };
    const eventId = events.data[0]?.id;
    const count = async (token: string) =>
      ((await (await api(`events/${eventId}/comments`, token)).json()) as { total_count: number }).total_count;
    const before = await count(second);
    const created = await api(`events/${eventId}/comments`, first, {
      method: 'POST',
      body: JSON.stringify({ comment: 'Vanne remplacée.' }),
    });
    expect(created.status).toBe(201);
    expect(await count(first)).toBe(before + 1);
    expect(await count(second)).toBe(before);
  });

  it('applies QA’s fault rules from the fault cookie, counting `@times` per session', async () => {
    const token = await accessToken('u2', 'grant-faults');
    const cookie = `wattsight.mockFaults=${encodeURIComponent('GET user/current=status:500@1')}`;
    expect((await api('user/current', token, { headers: { Cookie: cookie } })).status).toBe(500);
    expect((await api('user/current', token, { headers: { Cookie: cookie } })).status).toBe(200);
    const maintenance = `wattsight.mockFaults=${encodeURIComponent('**=code:MAINTENANCE:503')}`;
    const answer = await api('user/current', token, { headers: { Cookie: maintenance } });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ messages: ['MAINTENANCE'] });
  });

  it('holds a request under a slow or timeout rule until the client gives up, as the demo does', async () => {
    const token = await accessToken('u2', 'grant-slow');
    // Answered after the wait, not dropped: the request's signal aborts only when the client leaves.
    const slow = `wattsight.mockFaults=${encodeURIComponent('GET user/current=slow:300;POST events/*/comments=slow:300')}`;
    expect((await api('user/current', token, { headers: { Cookie: slow } })).status).toBe(200);
    const events = (await (await api('events?limit=1&offset=0', token)).json()) as { data: { id: number }[] };
    const posted = await api(`events/${events.data[0]?.id}/comments`, token, {
      method: 'POST',
      headers: { Cookie: slow },
      body: JSON.stringify({ comment: 'Après attente.' }),
    });
    expect(posted.status).toBe(201);
    const timeout = `wattsight.mockFaults=${encodeURIComponent('GET user/current=timeout')}`;
    const gaveUp = api('user/current', token, { headers: { Cookie: timeout }, signal: AbortSignal.timeout(300) });
    await expect(gaveUp).rejects.toThrow(/abort|timeout/i);
  });

  it('signs the live channel in with its ApiKey, answers pings, and closes on a missing token', async () => {
    const token = await accessToken('u2', 'grant-live');
    const socket = new WebSocket(`ws://localhost:${PORT}/ws?ApiKey=${token}&lang=en`);
    const pong = new Promise<string>((resolve) => socket.on('message', (data: Buffer) => resolve(data.toString())));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ action: 'ping' }));
    expect(JSON.parse(await pong)).toEqual({ action: 'pong' });
    socket.close();

    const refused = new WebSocket(`ws://localhost:${PORT}/ws`);
    const code = await new Promise<number>((resolve) => refused.on('close', (closeCode: number) => resolve(closeCode)));
    expect(code).toBe(4401);
  });
});
