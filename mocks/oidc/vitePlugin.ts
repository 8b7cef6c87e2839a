/**
 * Serves the local sign-in provider at /oidc on the Vite dev and preview servers, so demo mode
 * and the end-to-end tests sign in against a real OpenID Connect flow on the app's own origin.
 */
import type { Connect, Logger, Plugin } from 'vite';
import { demoAccountLines } from '../demoAccounts.ts';
import { OIDC_PATH } from './constants.ts';
import { interactionRoutes } from './interactionRoutes.ts';
import { createProvider } from './provider.ts';

const DEFAULT_PORTS = { serve: 5173, preview: 4173 } as const;

function mountProvider(middlewares: Connect.Server, port: number, logger: Logger): void {
  // Endpoint URLs follow the Host header, but the issuer is fixed: it must be `localhost`, the
  // single host name used in the registered redirect URIs and by the app.
  const issuer = `http://localhost:${port}${OIDC_PATH}`;
  const provider = createProvider(issuer);
  provider.on('server_error', (_ctx, error) => {
    logger.error(`Sign-in provider error: ${error.stack ?? error.message}`);
  });
  // Registered here, not in a post-hook, so these run before Vite's SPA HTML fallback. The
  // interaction routes come first; the provider owns everything else under /oidc.
  middlewares.use(OIDC_PATH, interactionRoutes(provider));
  const callback = provider.callback();
  // Koa's handler answers every request itself (errors included); connect only wants no promise.
  middlewares.use(OIDC_PATH, (req, res) => {
    void callback(req, res);
  });
  logger.info(`  Sign-in provider: ${issuer}`);
  for (const line of demoAccountLines()) logger.info(line);
}

export function oidcProviderPlugin(): Plugin {
  return {
    name: 'wattsight:oidc-provider',
    configureServer(server) {
      mountProvider(server.middlewares, server.config.server.port ?? DEFAULT_PORTS.serve, server.config.logger);
    },
    configurePreviewServer(server) {
      mountProvider(server.middlewares, server.config.preview.port ?? DEFAULT_PORTS.preview, server.config.logger);
    },
  };
}
