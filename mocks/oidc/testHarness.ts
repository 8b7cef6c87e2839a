/**
 * Test helpers for provider.test.ts: the provider on an ephemeral HTTP server, mounted at /oidc
 * the way connect mounts it, and just enough of a browser (cookies, manual redirects) to drive it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { API_AUDIENCE, OIDC_PATH } from './constants';
import { interactionRoutes } from './interactionRoutes';
import { createProvider, type ProviderOptions } from './provider';

export interface Running {
  readonly issuer: string;
  readonly server: Server;
}

/** Mounts the provider under /oidc the way connect does (prefix stripped, originalUrl kept). */
export async function startProvider(options?: ProviderOptions): Promise<Running> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}${OIDC_PATH}`;
  const provider = createProvider(issuer, options);
  const interactions = interactionRoutes(provider);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${OIDC_PATH}/`)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    Object.assign(req, { originalUrl: url });
    req.url = url.slice(OIDC_PATH.length);
    interactions(req, res, (error?: unknown) => {
      if (error) {
        res.statusCode = 500;
        res.end(error instanceof Error ? error.message : 'interaction error');
        return;
      }
      void callback(req, res);
    });
  });
  return { issuer, server };
}

/** Just enough of a browser cookie jar: name, value and path. */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const path =
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith('path='))
          ?.slice(5) ?? '/';
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies]
      .filter(([, cookie]) => pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }
}

export class Browser {
  readonly jar = new CookieJar();
  constructor(private readonly language = 'en-GB,en;q=0.8') {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'accept-language': this.language, cookie: this.jar.header(url) };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
      redirect: 'manual',
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects on the provider until one leaves it (the app's callback). */
  async follow(response: Response, from: string): Promise<URL> {
    let current = response;
    let base = from;
    for (let hop = 0; hop < 10; hop += 1) {
      if (current.status !== 302 && current.status !== 303)
        throw new Error(`expected a redirect, got ${current.status}`);
      const next = new URL(current.headers.get('location') ?? '', base);
      if (next.origin !== new URL(from).origin) return next;
      base = next.href;
      current = await this.request(next.href);
    }
    throw new Error('too many redirects');
  }
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
  error?: string;
}

export async function postToken(
  issuer: string,
  form: Record<string, string>,
): Promise<{ status: number; body: TokenResponse }> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse };
}

export async function verifyAccessToken(issuer: string, token: string): Promise<JWTPayload> {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
  const { payload } = await jwtVerify(token, jwks, { issuer, audience: API_AUDIENCE, typ: 'at+jwt' });
  return payload;
}
