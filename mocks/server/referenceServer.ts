import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { OIDC_PATH } from '../oidc/constants';
import { interactionRoutes } from '../oidc/interactionRoutes';
import { createProvider } from '../oidc/provider';
import { createApiRoute } from './apiRoute';
import { cookieValue } from './cookies';
import { createLiveSocketRoute } from './liveSocket';
import type { NodeRequest, NodeResponse } from './nodeFetch';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';
import { createSessionStore } from './sessions';
import { createTokenSessionReader, verifierOf } from './sessionToken';
import { createStaticRoute } from './staticFiles';

export interface ReferenceServerOptions {
  /** The live build to serve (`npm run build:live`). */
  dist: string;
  port: number;
  /** A certificate and its key: HTTP/2 over TLS (HTTP/1.1 still offered, for the websocket). */
  tls?: { cert: string; key: string };
  /** Access-token lifetime in seconds (default: the provider's). */
  accessTokenTtlSeconds?: number;
}

export const API_PATH = '/api/';
export const LIVE_PATH = '/ws';
export const CSP_REPORT_PATH = '/csp-report';

const SERVICE_WORKER_PATH = '/sw.js';
/**
 * QA's deployment switch: a browser whose requests carry this cookie is served the service worker
 * of a later deployment, as after a release, while the other sessions keep the current one.
 */
export const DEPLOYMENT_COOKIE = 'wattsight.deployment';

function deploymentOf(cookieHeader: string | undefined): string | null {
  const value = cookieValue(cookieHeader, DEPLOYMENT_COOKIE) ?? '';
  return /^\w{1,32}$/.test(value) ? value : null;
}

type AnyRequest = IncomingMessage | Http2ServerRequest;
type AnyResponse = ServerResponse | Http2ServerResponse;

/**
 * What a customer's deployment of the live build talks to, run from this repository: the live
 * build's files, the mocked API's handlers over real HTTP with one database per signed-in session,
 * the live channel over a real websocket, and the local sign-in provider, all on one origin and
 * under the headers a deployment must send (README "Deploying the live build").
 */
export function createReferenceServer(options: ReferenceServerOptions) {
  const scheme = options.tls ? 'https' : 'http';
  const origin = `${scheme}://localhost:${options.port}`;
  const issuer = `${origin}${OIDC_PATH}`;
  const provider = createProvider(issuer, { accessTokenTtlSeconds: options.accessTokenTtlSeconds });
  const providerCallback = provider.callback();
  const interactions = interactionRoutes(provider);
  const readToken = createTokenSessionReader(issuer);
  const store = createSessionStore({ apiBaseUrl: `${origin}${API_PATH}`, verifyToken: verifierOf(readToken) });
  const api = createApiRoute({ origin, store, readToken });
  const live = createLiveSocketRoute({ origin, store, readToken });
  const dist = resolve(options.dist);
  const builtConfig = JSON.parse(readFileSync(resolve(dist, 'config.json'), 'utf8')) as Record<string, unknown>;
  // The runtime config a deployment supplies: this server is the API and the sign-in provider.
  const config = { ...builtConfig, demo: false, apiBaseUrl: API_PATH, websocketUrl: LIVE_PATH };
  const serviceWorker = readFileSync(resolve(dist, 'sw.js'), 'utf8');
  const files = createStaticRoute(dist, { '/config.json': `${JSON.stringify(config, null, 2)}\n` });
  const headers = securityHeaders(
    contentSecurityPolicy({
      api: origin,
      websocket: origin.replace(/^http/, 'ws'),
      issuer: origin,
      reportPath: CSP_REPORT_PATH,
    }),
    Boolean(options.tls),
  );
  /** CSP violations browsers reported: the live suite fails on any. */
  const violations: unknown[] = [];

  const withSecurityHeaders = (res: NodeResponse) => {
    // Added when the head is written, unless the route set its own (the provider's pages' policy).
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, extra) => {
      for (const [name, value] of Object.entries(headers)) {
        if (!res.hasHeader(name) && !Object.keys(extra ?? {}).some((key) => key.toLowerCase() === name.toLowerCase()))
          res.setHeader(name, value);
      }
      return writeHead(status, extra);
    };
  };

  const handle = async (req: NodeRequest, res: NodeResponse): Promise<void> => {
    withSecurityHeaders(res);
    const url = req.url ?? '/';
    if (url.startsWith(API_PATH)) return api(req, res);
    if (url === OIDC_PATH || url.startsWith(`${OIDC_PATH}/`) || url.startsWith(`${OIDC_PATH}?`)) {
      const mounted = req as IncomingMessage & { originalUrl?: string };
      mounted.originalUrl = url;
      mounted.url = url.slice(OIDC_PATH.length) || '/';
      interactions(mounted, res as ServerResponse, (error) => {
        if (error) {
          res.statusCode = 500;
          res.end();
          return;
        }
        void providerCallback(mounted, res as ServerResponse);
      });
      return;
    }
    if (url.startsWith(CSP_REPORT_PATH) && req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(Buffer.from(chunk as Buffer));
      violations.push(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      res.writeHead(204);
      res.end();
      return;
    }
    if (url.startsWith(CSP_REPORT_PATH) && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(violations));
      return;
    }
    const deployment = url.split('?')[0] === SERVICE_WORKER_PATH ? deploymentOf(req.headers.cookie) : null;
    if (deployment) {
      // A browser holding the deployment switch gets the next build's worker (its bytes differ).
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(`${serviceWorker}\n// deployment ${deployment}\n`);
      return;
    }
    await files(req, res);
  };

  const onRequest = (req: AnyRequest, res: AnyResponse) => {
    handle(req as NodeRequest, res as unknown as NodeResponse).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) (res as ServerResponse).writeHead(500);
      res.end();
    });
  };
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', origin).pathname === LIVE_PATH) live.upgrade(req, socket, head);
    else socket.destroy();
  };

  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, onRequest)
    : createHttpServer(onRequest);
  server.on('upgrade', onUpgrade);

  return {
    origin,
    store,
    violations,
    listen: () =>
      new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(options.port, 'localhost', () => done());
      }),
    close: () =>
      new Promise<void>((done) => {
        live.close();
        server.close(() => done());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
