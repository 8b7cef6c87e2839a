import { readFileSync } from 'node:fs';
import { demoAccountLines } from '../demoAccounts';
import { createReferenceServer } from './referenceServer';

/**
 * `npm run start:live`: the live build on the reference server. LIVE_DIST (the build, default
 * dist-live), LIVE_PORT (default 4190), LIVE_TLS_CERT and LIVE_TLS_KEY (PEM files: HTTP/2 over TLS).
 */
export async function main(env: NodeJS.ProcessEnv = process.env) {
  const cert = env.LIVE_TLS_CERT;
  const key = env.LIVE_TLS_KEY;
  const server = createReferenceServer({
    dist: env.LIVE_DIST ?? 'dist-live',
    port: Number(env.LIVE_PORT ?? 4190),
    tls: cert && key ? { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') } : undefined,
  });
  await server.listen();
  console.log(`Live build on the reference server: ${server.origin}/`);
  for (const line of demoAccountLines()) console.log(line);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
